import { graphql } from 'react-relay/hooks.js';

export const loginMutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      viewer {
        id
        ...Header_viewer
      }
      errors {
        code
        message
      }
    }
  }
`;
