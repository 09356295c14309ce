/** Where the link preview cards are served (server/webapp/link-cards.ts) and their size, for the heads. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

export const cardPaths = {
  /** The card of pages without an image of their own. */
  site: '/cards/bancada.png',
  event: (id: number | string) => `/cards/event/${id}.png`,
};
