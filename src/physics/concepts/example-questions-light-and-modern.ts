/** Example student questions for the Concept Coach's pages on light and modern physics: how students arrive at each page. */
export const EXAMPLE_QUESTIONS_LIGHT_AND_MODERN: Readonly<Record<string, readonly string[]>> = {};
