// What a server-rendered page says of itself beyond its title and description (which are PAGE_META's, in
// screens/frame.ts, as the browser sets them): link previews and structured data. Data only.

export const PAGE_HEAD = {
  siteName: 'Bancada',
  /** Where an event without a known venue takes place, for structured data that requires a location. */
  venueUnknown: 'Local a definir',
} as const;
