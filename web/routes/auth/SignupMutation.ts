import { graphql } from 'react-relay/hooks.js';

export const signupMutation = graphql`
  mutation SignupMutation($input: SignupInput!) {
    signup(input: $input) {
      viewer {
        id
        ...Header_viewer
      }
      errors {
        code
        field
        message
      }
    }
  }
`;
