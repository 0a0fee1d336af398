import { graphql } from '../../gql';

/*
 * The sign-in documents, without Apollo: the sign-in pages import them with their own code, and send
 * them through the Apollo client loaded on first use (`useAuthOperations`).
 */

export const CurrentUserQuery = graphql(`
  query Me {
    me {
      id
      name
      email
      language
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      expiresIn
      tokenType
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      name
      email
      language
    }
  }
`);
