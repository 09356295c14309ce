/**
 * Font size of the event page's chart labels, in drawing units. The drawings (about 320–360 units wide) scale
 * to the column, which on a 360 px phone is about 300 px: 14 units keep every label at 11 px or more there
 * (issue 17), and larger on wider screens.
 */
export const CHART_FONT_SIZE = 14;
