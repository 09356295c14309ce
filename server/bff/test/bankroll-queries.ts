/** Documents shared by the bankroll tests and the benchmark (the web app's screens, written by hand). */
export const DASHBOARD = `query Dashboard {
  viewer {
    id name
    bankroll {
      id
      totals { deposits withdrawals totalBalance yieldPercent }
      hasInactiveAccounts
      activeAccounts(first: 100) {
        edges { node { id accountId name bettingHouse { id name } deposits withdrawals availableBalance betLockedBalance totalBalance yieldPercent } }
      }
      bettingHouses { id bettingHouseId name }
    }
  }
}`;

export const STATEMENT = `query Statement($id: ID!) {
  viewer {
    bankroll {
      account(id: $id) {
        id name active totalBalance
        statement(first: 50) {
          edges { node { id entryId createdAt availableBalance betLockedBalance totalBalance variation type amount } }
        }
      }
    }
  }
}`;
