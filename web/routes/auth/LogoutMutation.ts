import { graphql } from 'react-relay/hooks.js';

export const logoutMutation = graphql`
  mutation LogoutMutation {
    logout {
      errors {
        message
      }
      redirectUrl
    }
  }
`;
