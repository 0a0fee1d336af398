import { graphql } from '../../gql';

/** The account settings' mutations (`AccountPage`). */

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      accessToken
    }
  }
`);

/** Answers the user: the cache's `User` (and so `me`, the sidebar's and the page's email) takes the new email. */
export const ChangeEmailMutation = graphql(`
  mutation ChangeEmail($currentPassword: String!, $newEmail: String!) {
    changeEmail(currentPassword: $currentPassword, newEmail: $newEmail) {
      id
      email
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($currentPassword: String!) {
    deleteAccount(currentPassword: $currentPassword)
  }
`);
