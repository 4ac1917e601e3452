/**
 * The OpenStax physics books we import from: each pinned to a commit of its source repository
 * that is published under CC BY 4.0. Later commits of the college and university bundles are
 * CC BY-NC-SA 4.0, so moving a pin forward is a licensing decision, not a routine update.
 */

/** How a book numbers its end-of-chapter exercises (the name of OpenStax's bake recipe). */
export type NumberingStyle = "hs-physics" | "college-physics-2e" | "u-physics";

export interface OpenstaxBook {
  id: string;
  title: string;
  owner: string;
  repository: string;
  /** Full commit id: the files under it never change, so they are cached forever. */
  commit: string;
  collectionPath: string;
  style: NumberingStyle;
  /** Chapters in the collection at the pinned commit (the list shows it without a download). */
  chapterCount: number;
  /** The book's address on openstax.org. */
  url: string;
}

const PHYSICS_COMMIT = "ff78c7a8150fdda5ed1f786ac59ac25cdd532ef0";
const COLLEGE_PHYSICS_COMMIT = "f98d7a792138a6133fe7267d17e70aa04e9ccbed";
const UNIVERSITY_PHYSICS_COMMIT = "db44eb99e9aa1d918fd8cf182f82ccdece9c7b11";

function universityVolume(volume: 1 | 2 | 3, chapterCount: number): OpenstaxBook {
  const slug = `university-physics-volume-${volume}`;
  return {
    id: slug,
    title: `University Physics Volume ${volume}`,
    owner: "openstax",
    repository: "osbooks-university-physics-bundle",
    commit: UNIVERSITY_PHYSICS_COMMIT,
    collectionPath: `collections/${slug}.collection.xml`,
    style: "u-physics",
    chapterCount,
    url: `https://openstax.org/books/${slug}`,
  };
}

/** The importable OpenStax books, in the order the book list shows them. */
export const OPENSTAX_BOOKS: readonly OpenstaxBook[] = [
  {
    id: "physics",
    title: "Physics",
    owner: "openstax",
    repository: "osbooks-physics",
    commit: PHYSICS_COMMIT,
    collectionPath: "collections/physics.collection.xml",
    style: "hs-physics",
    chapterCount: 23,
    url: "https://openstax.org/books/physics",
  },
  {
    id: "college-physics-2e",
    title: "College Physics 2e",
    owner: "openstax",
    repository: "osbooks-college-physics-bundle",
    commit: COLLEGE_PHYSICS_COMMIT,
    collectionPath: "collections/college-physics-2e.collection.xml",
    style: "college-physics-2e",
    chapterCount: 34,
    url: "https://openstax.org/books/college-physics-2e",
  },
  universityVolume(1, 17),
  universityVolume(2, 16),
  universityVolume(3, 11),
];

/** The OpenStax book with an id, if there is one. */
export function findOpenstaxBook(bookId: string): OpenstaxBook | undefined {
  return OPENSTAX_BOOKS.find((book) => book.id === bookId);
}
