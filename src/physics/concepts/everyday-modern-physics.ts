/**
 * Modern physics pages for the questions students most often bring: photon mass and momentum,
 * half-life, fission and fusion, the speed of light as a limit, antimatter and superconductors.
 */
import { allOf, type Concept, numeric, someOf } from "./concept";
import { misconception, question } from "./page-builder";

export const EVERYDAY_MODERN_PHYSICS_CONCEPTS: Concept[] = [
  {
    id: "quantum-mechanics.photon-momentum",
    subtopic: "quantum-mechanics",
    title: "Photons: energy and momentum without mass",
    keywords: [
      "photon mass",
      "photon have mass",
      "photons have momentum",
      "does light have mass",
      "massless",
      "light momentum",
      "radiation pressure",
      "solar sail",
    ],
    keyIdeas: [
      "A photon is a quantum of light with energy $E = hf$.",
      "A photon has no rest mass, yet it carries momentum $p = E/c = h/\\lambda$; that is why light can push on things.",
      "Because it has no mass, a photon always travels at $c$ in a vacuum and can never be brought to rest.",
    ],
    intuition:
      "Light is like a stream of tiny, weightless bullets: none of them has mass, but each one carries a kick, and billions of them together can push a sail.",
    questions: [
      question(
        "Does a photon have mass?",
        allOf(["no", "massless", "zero", "not", "none"]),
        "No: a photon has zero rest mass, although it carries energy and momentum.",
        "Right: no mass, but energy and momentum.",
        "Could anything with mass travel at exactly the speed of light?",
      ),
      question(
        "Can something with no mass have momentum? Give the photon's formula.",
        allOf(["yes", "can", "h/", "e/c", "planck"]),
        "Yes: a photon has momentum $p = h/\\lambda = E/c$.",
        "Right: momentum comes from energy, not only from mass.",
        "For light, momentum is linked to the wavelength by Planck's constant.",
      ),
      question(
        "What is the momentum of a photon of wavelength $663\\ \\mathrm{nm}$? ($h = 6.63 \\times 10^{-34}\\ \\mathrm{J\\,s}$)",
        numeric(1e-27, "kg*m/s"),
        "$p = h/\\lambda = 6.63 \\times 10^{-34}/6.63 \\times 10^{-7} = 1.0 \\times 10^{-27}\\ \\mathrm{kg\\,m/s}$.",
        "Correct: $1.0 \\times 10^{-27}\\ \\mathrm{kg\\,m/s}$, tiny but real.",
        "Use $p = h/\\lambda$ with the wavelength in metres.",
      ),
    ],
    misconceptions: [
      misconception(
        "no-mass-no-momentum",
        "Light cannot push anything because photons have no mass.",
        {
          prompt: "Can sunlight exert a force on a spacecraft's sail?",
          check: allOf(["yes", "can", "does"]),
        },
        [["no", "can't", "cannot"]],
        "It can: each photon carries momentum $h/\\lambda$, and when light is absorbed or reflected that momentum is transferred. The force is small, but in space it builds up; solar sails have flown.",
      ),
    ],
    realWorld: [
      "The IKAROS probe crossed to Venus in 2010 pushed partly by sunlight on a thin sail.",
      "Comet tails point away from the Sun partly because sunlight pushes on the dust.",
    ],
    challenge: question(
      "A photon has energy $3.0 \\times 10^{-19}\\ \\mathrm{J}$. What is its momentum? ($c = 3.0 \\times 10^8\\ \\mathrm{m/s}$)",
      numeric(1e-27, "kg*m/s"),
      "$p = E/c = 3.0 \\times 10^{-19}/3.0 \\times 10^8 = 1.0 \\times 10^{-27}\\ \\mathrm{kg\\,m/s}$.",
      "Right.",
      "For a photon, $p = E/c$.",
    ),
  },
  {
    id: "nuclear-physics.half-life",
    subtopic: "nuclear-physics",
    title: "Half-life",
    keywords: [
      "half-life",
      "half life",
      "carbon dating",
      "how long radioactive",
      "decay rate",
      "remaining after",
      "radioactive waste",
      "random decay",
    ],
    keyIdeas: [
      "The half-life is the time in which half of the nuclei of a radioactive sample decay, on average.",
      "After each half-life half of what is left remains: after $n$ half-lives a fraction $(1/2)^n$ is left.",
      "Each nucleus decays at random; the half-life describes large numbers of nuclei, not when one particular nucleus will decay.",
    ],
    intuition:
      "Imagine a huge bowl of popcorn kernels where each kernel has the same chance of popping each minute. You cannot say which will pop next, but you can say how long until half have popped.",
    questions: [
      question(
        "A sample has a half-life of $5$ days. What fraction remains after $15$ days?",
        someOf(1, ["1/8", "eighth", "0.125", "12.5"]),
        "$15$ days is three half-lives: $(1/2)^3 = 1/8$.",
        "Correct: one eighth.",
        "How many half-lives fit in 15 days?",
      ),
      question(
        "After two half-lives, is the sample completely gone?",
        allOf(["no", "not", "quarter", "1/4"]),
        "No: a quarter remains. Each half-life halves what is left; it never reaches zero in a fixed time.",
        "Right: a quarter is still there.",
        "Halve it, then halve it again.",
      ),
      question(
        "$80\\ \\mathrm{g}$ of an isotope with a half-life of $2$ hours is left for $6$ hours. How much remains?",
        numeric(10, "g"),
        "Three half-lives: $80 \\to 40 \\to 20 \\to 10\\ \\mathrm{g}$.",
        "Right: $10\\ \\mathrm{g}$.",
        "Halve the mass once for each half-life.",
      ),
    ],
    misconceptions: [
      misconception(
        "two-half-lives-all-gone",
        "After two half-lives all of a radioactive sample has decayed.",
        {
          prompt: "How much of a radioactive sample is left after two half-lives?",
          check: someOf(1, ["quarter", "1/4", "25", "0.25"]),
        },
        [["none", "nothing", "zero", "all gone", "all decayed", "0"]],
        "Half-lives multiply, they do not add: after one, half is left; after two, half of that half, a quarter. The amount shrinks toward zero but never reaches it in a fixed number of half-lives.",
      ),
    ],
    realWorld: [
      "Carbon-14, with a half-life of about 5730 years, dates wood, bone and cloth up to about 50 000 years old.",
      "Hospitals use tracers such as technetium-99m, whose six-hour half-life means it leaves the body quickly.",
    ],
    challenge: question(
      "An ancient bone has $25\\ \\%$ of the carbon-14 of living bone. How old is it, with a half-life of $5730$ years?",
      numeric(11460, "year"),
      "A quarter left means two half-lives: $2 \\times 5730 = 11\\,460$ years.",
      "Right: about 11 500 years.",
      "How many halvings turn 100 % into 25 %?",
    ),
  },
  {
    id: "nuclear-physics.fission-and-fusion",
    subtopic: "nuclear-physics",
    title: "Fission and fusion",
    keywords: [
      "fission",
      "fusion",
      "nuclear reactor",
      "nuclear power",
      "atomic bomb",
      "how does the sun shine",
      "sun's energy",
      "chain reaction",
      "difference between fission and fusion",
    ],
    keyIdeas: [
      "Fission splits a heavy nucleus (such as uranium-235) into two middle-sized ones; fusion joins light nuclei (such as hydrogen) into a heavier one.",
      "Both release energy because the products are more tightly bound: a little mass disappears and becomes energy, $E = mc^2$.",
      "Fission powers today's reactors; fusion powers the Sun and stars, and needs enormous temperatures to push nuclei together.",
    ],
    intuition:
      "Iron sits at the bottom of a valley of binding energy. Heavy nuclei roll down to it by splitting, light ones by joining, and either roll releases energy.",
    questions: [
      question(
        "Which process powers the Sun: fission or fusion?",
        allOf(["fusion"]),
        "Fusion: hydrogen nuclei join to form helium in the Sun's core.",
        "Right: fusion.",
        "Does the Sun split heavy nuclei or join light ones?",
      ),
      question(
        "Why does fusion need such a high temperature?",
        allOf(["repel", "positive", "charge", "electric", "fast", "overcome"]),
        "Nuclei are positively charged and repel; only very fast nuclei get close enough for the strong force to join them.",
        "Exactly: high temperature means fast enough nuclei.",
        "What charge do nuclei have, and what does that do when they approach?",
      ),
      question(
        "Where does the energy released in fission come from?",
        allOf(["mass", "binding", "mc"]),
        "From a small loss of mass: the products are more tightly bound, and the missing mass appears as energy.",
        "Right: mass defect, $E = mc^2$.",
        "Compare the total mass before and after.",
      ),
    ],
    misconceptions: [
      misconception(
        "sun-is-burning",
        "The Sun is burning like a fire.",
        {
          prompt: "Is the Sun's energy produced by burning, as in a fire?",
          check: allOf(["no", "not", "fusion"]),
        },
        [["yes", "burning", "fire", "combustion"]],
        "The Sun does not burn: there is no chemical reaction with oxygen. Its energy comes from nuclear fusion of hydrogen into helium, millions of times more energy per kilogram than any fire.",
      ),
    ],
    realWorld: [
      "A nuclear power station produces heat by fission and boils water to drive turbines, like any other power station.",
      "Fusion reactors under construction aim to hold hydrogen plasma at over 100 million kelvin with magnetic fields.",
    ],
    challenge: question(
      "In a fusion reaction $3.0 \\times 10^{-29}\\ \\mathrm{kg}$ of mass disappears. How much energy is released? ($c = 3.0 \\times 10^8\\ \\mathrm{m/s}$)",
      numeric(2.7e-12, "J"),
      "$E = mc^2 = 3.0 \\times 10^{-29} \\times 9.0 \\times 10^{16} = 2.7 \\times 10^{-12}\\ \\mathrm{J}$.",
      "Correct.",
      "Use $E = mc^2$.",
    ),
  },
  {
    id: "relativity.speed-of-light-limit",
    subtopic: "relativity",
    title: "The speed of light: the same for everyone and a limit",
    keywords: [
      "faster than light",
      "speed of light",
      "nothing faster than light",
      "light speed limit",
      "constant speed of light",
      "flashlight on a train",
      "can we travel at the speed of light",
      "warp",
    ],
    keyIdeas: [
      "Light in a vacuum moves at $c \\approx 3.0 \\times 10^8\\ \\mathrm{m/s}$ for every observer, however fast they move.",
      "As a body with mass speeds up, its energy grows without limit as its speed nears $c$, so no finite push can bring it to $c$.",
      "Speeds do not simply add near $c$: light from a moving torch still travels at $c$ for everyone.",
    ],
    intuition:
      "Chasing light is like chasing the horizon: however fast you go, it recedes at the same speed. Each extra push buys less and less speed.",
    questions: [
      question(
        "A spaceship moving at $0.5c$ switches on its headlights. How fast does a person on Earth measure the light to move?",
        someOf(1, ["c", "speed of light", "3", "same"]),
        "At $c$: the speed of light is the same for all observers.",
        "Right: still $c$, not $1.5c$.",
        "What did Einstein take as a fixed rule for all observers?",
      ),
      question(
        "Can a spaceship with mass ever reach the speed of light?",
        allOf(["no", "never", "cannot", "can't"]),
        "No: the energy needed grows without bound as the speed approaches $c$.",
        "Right: it can approach $c$, never reach it.",
        "How much energy would the last bit of speed cost?",
      ),
      question(
        "How long does light take to reach Earth from the Sun, $1.5 \\times 10^{11}\\ \\mathrm{m}$ away?",
        numeric(500, "s"),
        "$t = d/c = 1.5 \\times 10^{11}/3.0 \\times 10^8 = 500\\ \\mathrm{s}$, about 8 minutes.",
        "Right: about 8 minutes.",
        "Time is distance divided by speed.",
      ),
    ],
    misconceptions: [
      misconception(
        "speeds-add",
        "Light from a moving source travels faster than $c$.",
        {
          prompt:
            "A train moves at $0.6c$ and shines light forward. Does the light travel at $1.6c$ for someone on the ground?",
          check: allOf(["no", "not"]),
        },
        [["yes", "1.6"]],
        "Velocities do not simply add at these speeds. Every observer measures light at exactly $c$; the ground observer sees time and length on the train change instead.",
      ),
    ],
    realWorld: [
      "GPS satellites correct their clocks for relativity; without it positions would drift by kilometres a day.",
      "Particle accelerators push protons to $0.999999c$, but never to $c$, however much energy they add.",
    ],
    challenge: question(
      "A particle's Lorentz factor $\\gamma$ is $1/\\sqrt{1 - v^2/c^2}$. What is $\\gamma$ at $v = 0.8c$?",
      someOf(1, ["1.67", "5/3", "1.7", "1.66"]),
      "$\\gamma = 1/\\sqrt{1 - 0.64} = 1/0.6 \\approx 1.67$.",
      "Right, about $1.67$.",
      "Square $0.8$, subtract from 1, take the square root and invert.",
    ),
  },
  {
    id: "particle-physics.antimatter",
    subtopic: "particle-physics",
    title: "Antimatter",
    keywords: [
      "antimatter",
      "antiparticle",
      "positron",
      "annihilation",
      "pet scan",
      "matter and antimatter",
      "antiproton",
    ],
    keyIdeas: [
      "Every particle has an antiparticle with the same mass and opposite charge: the positron is the electron's.",
      "When a particle meets its antiparticle they annihilate: their mass becomes energy, usually as two gamma-ray photons.",
      "The Big Bang should have made equal amounts of each; why matter won is still an open question.",
    ],
    intuition:
      "A particle and its antiparticle are like a number and its negative: add them and the charges cancel, leaving pure energy.",
    questions: [
      question(
        "What is the charge of a positron?",
        allOf(["positive", "+1", "+e", "plus"]),
        "Positive, $+e$: the opposite of the electron's.",
        "Right: same mass as an electron, opposite charge.",
        "The positron is the electron's antiparticle.",
      ),
      question(
        "What happens when an electron meets a positron?",
        allOf(["annihilat", "photon", "gamma", "energy"]),
        "They annihilate and their mass becomes energy, usually two gamma-ray photons.",
        "Right: annihilation.",
        "What happens to the mass when they cancel?",
      ),
      question(
        "Does antimatter have negative mass?",
        allOf(["no", "not", "positive", "same"]),
        "No: antiparticles have the same, positive mass as their particles.",
        "Right: opposite charge, same mass.",
        "Which property is reversed, and which is the same?",
      ),
    ],
    misconceptions: [
      misconception(
        "antimatter-fiction",
        "Antimatter exists only in science fiction.",
        {
          prompt: "Is antimatter used anywhere in everyday medicine?",
          check: allOf(["yes", "pet"]),
        },
        [["no", "fiction", "not real"]],
        "Antimatter is real and routine: PET scanners detect the gamma rays from positrons emitted by a tracer annihilating with electrons in the body.",
      ),
    ],
    realWorld: [
      "PET scans map activity in the brain from positron annihilation.",
      "CERN stores antihydrogen atoms in magnetic traps for minutes at a time.",
    ],
    challenge: question(
      "An electron and a positron, each of mass $9.1 \\times 10^{-31}\\ \\mathrm{kg}$, annihilate at rest. How much energy is released? ($c = 3.0 \\times 10^8\\ \\mathrm{m/s}$)",
      numeric(1.64e-13, "J"),
      "$E = 2mc^2 = 2 \\times 9.1 \\times 10^{-31} \\times 9.0 \\times 10^{16} \\approx 1.6 \\times 10^{-13}\\ \\mathrm{J}$.",
      "Right, about $1.6 \\times 10^{-13}\\ \\mathrm{J}$.",
      "Both masses turn into energy: use $E = mc^2$ for the pair.",
    ),
  },
  {
    id: "solid-state-physics.conductors-and-insulators",
    subtopic: "solid-state-physics",
    title: "Conductors, insulators and superconductors",
    keywords: [
      "conductor",
      "insulator",
      "why do metals conduct",
      "free electrons",
      "superconductor",
      "superconductivity",
      "resistance of metal heated",
      "semiconductor vs metal",
      "why is rubber an insulator",
    ],
    keyIdeas: [
      "In a metal some electrons are free to move through the whole crystal, so an electric field drives a current easily.",
      "In an insulator every electron is tightly bound: the band gap is too wide for electrons to reach the conduction band.",
      "A superconductor, cooled below its critical temperature, carries current with zero resistance.",
    ],
    intuition:
      "A metal is a crowded dance floor where everyone can move; an insulator is a theatre where everyone is stuck in a seat; a superconductor is a floor where the dancers glide without bumping at all.",
    questions: [
      question(
        "Why do metals conduct electricity well?",
        allOf(["free electron", "electrons", "delocalised", "delocalized", "sea of electrons"]),
        "They have free electrons that move through the whole crystal.",
        "Right: free electrons carry the current.",
        "What do metals have that rubber lacks?",
      ),
      question(
        "When a metal wire is heated, does its resistance go up or down?",
        allOf(["up", "increas", "higher", "more"]),
        "Up: the vibrating atoms scatter the electrons more often.",
        "Right: hotter metal, more resistance.",
        "What do the atoms do more of when hot, and how does that affect moving electrons?",
      ),
      question(
        "What is the resistance of a superconductor below its critical temperature?",
        allOf(["zero", "0", "none", "no resistance"]),
        "Exactly zero.",
        "Right: a current can circulate for years with no loss.",
        "What does 'super' conduction mean for resistance?",
      ),
    ],
    misconceptions: [
      misconception(
        "insulators-have-no-electrons",
        "Insulators do not conduct because they have no electrons.",
        {
          prompt: "Does rubber contain electrons?",
          check: allOf(["yes", "does", "bound"]),
        },
        [["no", "none"]],
        "Rubber has plenty of electrons, but they are all tightly bound to their atoms; none are free to move, so no current flows.",
      ),
    ],
    realWorld: [
      "MRI scanners use superconducting coils to make strong magnetic fields without burning power in resistance.",
      "Copper wires are wrapped in plastic: a conductor inside an insulator.",
    ],
    challenge: question(
      "A superconducting ring carries $100\\ \\mathrm{A}$. How much power is lost to heating?",
      allOf(["zero", "0", "none", "no power", "nothing"]),
      "None: $P = I^2R$ with $R = 0$.",
      "Right: zero.",
      "Use $P = I^2R$.",
    ),
  },
];
