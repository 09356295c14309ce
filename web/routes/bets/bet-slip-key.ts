/** Where the bet slip is kept in this browser (bet-slip.ts); apart, so the session can forget it unloaded. */
export const BET_SLIP_KEY = 'bancada.bet-slip';
