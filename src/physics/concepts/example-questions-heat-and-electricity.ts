/** Example student questions for the Concept Coach's pages on heat and electricity: how students arrive at each page. */
export const EXAMPLE_QUESTIONS_HEAT_AND_ELECTRICITY: Readonly<Record<string, readonly string[]>> = {};
