import { graphql } from '../../gql';

export const SetLanguageMutation = graphql(`
  mutation SetLanguage($language: Language!) {
    setLanguage(language: $language) {
      id
      language
    }
  }
`);
