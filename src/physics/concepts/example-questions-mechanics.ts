/** Example student questions for the Concept Coach's pages on mechanics: how students arrive at each page. */
export const EXAMPLE_QUESTIONS_MECHANICS: Readonly<Record<string, readonly string[]>> = {};
