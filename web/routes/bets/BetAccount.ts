import { graphql } from 'react-relay/hooks.js';

/** The balances a bet moves, as the dashboard and the statement read them. */
export const betAccountFragment = graphql`
  fragment BetAccount_account on Account {
    id
    availableBalance
    betLockedBalance
    totalBalance
  }
`;
