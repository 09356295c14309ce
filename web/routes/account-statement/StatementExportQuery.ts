import { graphql } from 'react-relay/hooks.js';

/** One page of an account's statement for the CSV export, after the lines the table already has. */
export const statementExportQuery = graphql`
  query StatementExportQuery($id: ID!, $count: Int!, $after: String) {
    node(id: $id) {
      ... on Account {
        statement(first: $count, after: $after) {
          edges {
            node {
              ...StatementLine_entry
            }
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`;
