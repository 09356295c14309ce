import { graphql } from 'react-relay/hooks.js';

/**
 * The profile screens only need to know someone is signed in (the guard of SPEC §2); the header reads the
 * viewer's name from the same answer (routes/root/viewer.ts).
 */
export const userRouteQuery = graphql`
  query UserRouteQuery @preloadable {
    viewer {
      id
      ...Header_viewer
    }
  }
`;
