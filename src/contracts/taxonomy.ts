/**
 * The one list of tutor modes, course levels, topic areas and subtopics.
 * Pure data: imported by the physics engine, the server and the client.
 */

export const TUTOR_MODES = ["concept", "solve", "step", "analyze"] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];

export const MODE_LABELS: Record<TutorMode, string> = {
  solve: "Problem Solver",
  concept: "Concept Coach",
  step: "Interactive Tutor",
  analyze: "Work Analysis",
};

export const COURSE_LEVELS = ["high-school", "algebra", "calculus"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  "high-school": "High School Physics",
  algebra: "Algebra-based physics",
  calculus: "Calculus-based physics",
};

export const TOPICS = [
  {
    id: "mechanics",
    name: "Mechanics",
    subtopics: [
      { id: "kinematics", name: "Kinematics" },
      { id: "dynamics", name: "Dynamics (Forces)" },
      { id: "work-energy", name: "Work and Energy" },
      { id: "momentum", name: "Momentum and Collisions" },
      { id: "rotational-motion", name: "Rotational Motion" },
      { id: "oscillations-waves", name: "Oscillations and Waves" },
    ],
  },
  {
    id: "thermodynamics",
    name: "Thermodynamics",
    subtopics: [
      { id: "heat-temperature", name: "Heat and Temperature" },
      { id: "laws-of-thermodynamics", name: "Laws of Thermodynamics" },
      { id: "heat-transfer", name: "Heat Transfer" },
      { id: "gas-laws", name: "Gas Laws" },
      { id: "phase-changes", name: "Phase Changes" },
      { id: "entropy", name: "Entropy" },
    ],
  },
  {
    id: "electromagnetism",
    name: "Electromagnetism",
    subtopics: [
      { id: "electric-fields", name: "Electric Fields" },
      { id: "electric-potential", name: "Electric Potential" },
      { id: "electric-current", name: "Electric Current" },
      { id: "magnetic-fields", name: "Magnetic Fields" },
      { id: "electromagnetic-induction", name: "Electromagnetic Induction" },
      { id: "ac-circuits", name: "AC Circuits" },
    ],
  },
  {
    id: "modern-physics",
    name: "Modern Physics",
    subtopics: [
      { id: "quantum-mechanics", name: "Quantum Mechanics" },
      { id: "atomic-physics", name: "Atomic Physics" },
      { id: "nuclear-physics", name: "Nuclear Physics" },
      { id: "relativity", name: "Relativity" },
      { id: "particle-physics", name: "Particle Physics" },
      { id: "solid-state-physics", name: "Solid State Physics" },
    ],
  },
  {
    id: "optics",
    name: "Optics",
    subtopics: [
      { id: "geometric-optics", name: "Geometric Optics" },
      { id: "wave-optics", name: "Wave Optics" },
      { id: "interference", name: "Interference" },
      { id: "diffraction", name: "Diffraction" },
      { id: "polarization", name: "Polarization" },
      { id: "lasers", name: "Lasers" },
    ],
  },
] as const;

export type TopicId = (typeof TOPICS)[number]["id"];
export type SubtopicId = (typeof TOPICS)[number]["subtopics"][number]["id"];

export const TOPIC_IDS = TOPICS.map((topic) => topic.id) as TopicId[];
export const SUBTOPIC_IDS = TOPICS.flatMap((topic) => topic.subtopics.map((s) => s.id)) as SubtopicId[];

/** The topic area a subtopic belongs to, or undefined for an unknown id. */
export function topicOfSubtopic(subtopicId: string): TopicId | undefined {
  return TOPICS.find((topic) => topic.subtopics.some((s) => s.id === subtopicId))?.id;
}

/** Display name of a subtopic, or undefined for an unknown id. */
export function subtopicName(subtopicId: string): string | undefined {
  for (const topic of TOPICS) {
    const found = topic.subtopics.find((s) => s.id === subtopicId);
    if (found) return found.name;
  }
  return undefined;
}
