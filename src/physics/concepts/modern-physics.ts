/**
 * Concepts of modern physics: quantum mechanics, atoms, nuclei, relativity, particles and solids.
 */
import { allOf, type Concept, NEGATIVE_PHRASES, numeric, UNCHANGED_PHRASES } from "./concept";

const PLUS_ONE = ["+1", "1", "one", "+e", "positive"];

export const MODERN_PHYSICS_CONCEPTS: Concept[] = [
  {
    id: "quantum-mechanics.photoelectric-effect",
    subtopic: "quantum-mechanics",
    title: "Photons and the photoelectric effect",
    keywords: [
      "photoelectric effect",
      "photon",
      "photons",
      "work function",
      "threshold frequency",
      "e = hf",
      "planck",
      "quantum of light",
      "light particles",
    ],
    keyIdeas: [
      "Light delivers energy in packets called photons, each with $E = hf$, where $h = 6.63 \\times 10^{-34}\\ \\mathrm{J\\,s}$.",
      "An electron escapes a metal only if a single photon brings more than the work function $\\phi$: $KE_{max} = hf - \\phi$. Below the threshold frequency no electrons come out, however bright the light.",
      "Brighter light means more photons and so more electrons, but not faster ones.",
    ],
    intuition:
      "Imagine trying to knock a coconut off a tree with ping-pong balls: a thousand of them won't help if each is too weak, while one cricket ball does it. Each photon acts alone.",
    questions: [
      {
        prompt:
          "Red light of any brightness fails to eject electrons from a certain metal, yet dim ultraviolet light succeeds. Why?",
        check: allOf([
          "frequency",
          "energy per photon",
          "photon energy",
          "each photon",
          "each ultraviolet photon",
          "enough energy",
          "threshold",
          "work function",
        ]),
        answer:
          "Each ultraviolet photon carries enough energy ($hf$) to free an electron; red photons do not, and brightness only adds more weak photons.",
        followUp:
          "Exactly: it is the energy of each photon, set by frequency, that matters. Brightness changes the number of photons, not their individual energy.",
        hint: "Think of one photon meeting one electron. What decides whether that single encounter frees the electron?",
      },
      {
        prompt:
          "What is the energy of a photon of frequency $6.0 \\times 10^{14}\\ \\mathrm{Hz}$? ($h = 6.63 \\times 10^{-34}\\ \\mathrm{J\\,s}$)",
        check: numeric(3.98e-19, "J", 0.03),
        answer:
          "$E = hf = 6.63 \\times 10^{-34} \\times 6.0 \\times 10^{14} \\approx 4.0 \\times 10^{-19}\\ \\mathrm{J}$ (about $2.5\\ \\mathrm{eV}$).",
        followUp:
          "Right: about $4.0 \\times 10^{-19}\\ \\mathrm{J}$, or $2.5\\ \\mathrm{eV}$, a typical visible photon.",
        hint: "Use $E = hf$.",
      },
      {
        prompt:
          "Photons of $3.0\\ \\mathrm{eV}$ hit a metal whose work function is $2.2\\ \\mathrm{eV}$. What is the maximum kinetic energy of the emitted electrons?",
        check: numeric(0.8, "eV"),
        answer: "$KE_{max} = hf - \\phi = 3.0 - 2.2 = 0.8\\ \\mathrm{eV}$.",
        followUp:
          "Correct: $0.8\\ \\mathrm{eV}$. The photon pays the work function first; the rest is kinetic energy.",
        hint: "Use $KE_{max} = hf - \\phi$.",
      },
    ],
    misconceptions: [
      {
        id: "brighter-light-faster-electrons",
        belief: "Brighter light ejects faster electrons.",
        diagnostic: {
          prompt:
            "Light is already ejecting electrons from a metal. You double its brightness but keep its colour. What happens to the maximum kinetic energy of the electrons?",
          check: allOf(UNCHANGED_PHRASES),
        },
        pattern: [["increase", "double", "more", "faster", "higher", "bigger"]],
        correction:
          "The maximum kinetic energy stays the same: it depends on each photon's energy, $hf - \\phi$. Doubling the brightness doubles the number of photons, so twice as many electrons come out, at the same top speed.",
      },
    ],
    realWorld: [
      "Solar cells and camera sensors work because photons free electrons; each has a cut-off wavelength beyond which it stops responding.",
      "Night-vision tubes use photocathodes that release electrons even in faint light, then multiply them to form a bright image.",
    ],
    challenge: {
      prompt:
        "A metal has a work function of $2.0\\ \\mathrm{eV}$. What is the longest wavelength of light that can eject electrons from it? ($hc = 1240\\ \\mathrm{eV\\,nm}$)",
      check: numeric(620, "nm"),
      answer: "$\\lambda_{max} = hc/\\phi = 1240/2.0 = 620\\ \\mathrm{nm}$ (orange-red light).",
      followUp:
        "Right: $620\\ \\mathrm{nm}$. Any longer wavelength means photons too weak to free an electron.",
      hint: "At the threshold the photon energy $hc/\\lambda$ just equals the work function.",
    },
  },
  {
    id: "quantum-mechanics.wave-particle-duality",
    subtopic: "quantum-mechanics",
    title: "Wave–particle duality and uncertainty",
    keywords: [
      "wave-particle duality",
      "de broglie",
      "matter waves",
      "uncertainty principle",
      "heisenberg",
      "wavefunction",
      "double slit electrons",
      "quantum",
      "schrodinger",
    ],
    keyIdeas: [
      "Particles have wave properties: the de Broglie wavelength is $\\lambda = h/p = h/(mv)$.",
      "Electrons sent one at a time through two slits build up an interference pattern dot by dot: each arrives as a particle, yet the pattern is a wave's.",
      "Heisenberg's uncertainty principle, $\\Delta x\\,\\Delta p \\ge \\hbar/2$, limits how precisely position and momentum can be defined together.",
    ],
    calculusIdea:
      "The wavefunction obeys the Schrödinger equation $i\\hbar\\frac{\\partial \\psi}{\\partial t} = -\\frac{\\hbar^2}{2m}\\frac{\\partial^2 \\psi}{\\partial x^2} + V\\psi$, and $|\\psi|^2$ is the probability density of finding the particle.",
    intuition:
      "Quantum objects are neither little balls nor ripples: they travel like waves, spreading and interfering, and they land like particles, at one spot. The wave tells you where they are likely to land.",
    questions: [
      {
        prompt:
          "An electron and a proton move at the same speed. Which has the longer de Broglie wavelength?",
        check: allOf(["electron"]),
        answer: "The electron: it has far less mass, so less momentum, and $\\lambda = h/(mv)$.",
        followUp: "Right: the electron, about 1800 times longer, because its momentum is that much smaller.",
        hint: "Compare their momenta in $\\lambda = h/p$.",
      },
      {
        prompt:
          "What is the de Broglie wavelength of an electron with momentum $6.63 \\times 10^{-24}\\ \\mathrm{kg\\,m/s}$? ($h = 6.63 \\times 10^{-34}\\ \\mathrm{J\\,s}$)",
        check: numeric(1e-10, "m"),
        answer: "$\\lambda = h/p = 1.0 \\times 10^{-10}\\ \\mathrm{m}$, about the size of an atom.",
        followUp:
          "Correct: $0.10\\ \\mathrm{nm}$, comparable to the spacing of atoms in a crystal, so crystals diffract electrons.",
        hint: "Use $\\lambda = h/p$.",
      },
      {
        prompt: "Why don't we notice the wave nature of a thrown baseball?",
        check: allOf(["tiny", "small", "short", "mass", "momentum"]),
        answer:
          "Its momentum is huge, so its wavelength is absurdly small (around $10^{-34}\\ \\mathrm{m}$), far below anything measurable.",
        followUp:
          "Exactly: with $\\lambda = h/(mv)$ and everyday masses, the wavelength is unimaginably small.",
        hint: "Estimate $\\lambda = h/(mv)$ for a $0.15\\ \\mathrm{kg}$ ball at $40\\ \\mathrm{m/s}$.",
      },
    ],
    misconceptions: [
      {
        id: "uncertainty-is-clumsiness",
        belief: "The uncertainty principle is only about clumsy measuring instruments.",
        diagnostic: {
          prompt:
            "Could a perfect, ideal instrument measure an electron's exact position and exact momentum at the same time?",
          check: allOf(NEGATIVE_PHRASES),
        },
        pattern: [["yes", "could", "perfect instrument", "better"]],
        correction:
          "No instrument can beat it. A particle described by a wave simply does not have a sharp position and a sharp momentum together: a short wave packet needs a spread of wavelengths, and so a spread of momenta.",
      },
    ],
    realWorld: [
      "Electron microscopes use the tiny de Broglie wavelength of fast electrons to resolve details hundreds of times smaller than light microscopes can.",
      "The uncertainty principle sets a minimum energy for a confined electron, which is why atoms do not collapse.",
    ],
    challenge: {
      prompt:
        "An electron accelerated through $100\\ \\mathrm{V}$ has kinetic energy $1.6 \\times 10^{-17}\\ \\mathrm{J}$. What is its de Broglie wavelength? ($m = 9.11 \\times 10^{-31}\\ \\mathrm{kg}$, $h = 6.63 \\times 10^{-34}\\ \\mathrm{J\\,s}$)",
      check: numeric(1.23e-10, "m", 0.03),
      answer:
        "$p = \\sqrt{2mK} \\approx 5.4 \\times 10^{-24}\\ \\mathrm{kg\\,m/s}$, so $\\lambda = h/p \\approx 1.2 \\times 10^{-10}\\ \\mathrm{m}$.",
      followUp: "Correct: about $0.12\\ \\mathrm{nm}$, which is why such electrons diffract from crystals.",
      hint: "Find the momentum from the kinetic energy with $p = \\sqrt{2mK}$.",
    },
  },
  {
    id: "atomic-physics.energy-levels",
    subtopic: "atomic-physics",
    title: "Energy levels and spectral lines",
    keywords: [
      "atoms emit light",
      "colours of light from atoms",
      "line spectrum",
      "energy levels",
      "spectral lines",
      "spectrum",
      "emission spectrum",
      "absorption spectrum",
      "bohr model",
      "hydrogen atom",
      "excited state",
      "ground state",
      "ionization",
    ],
    keyIdeas: [
      "Electrons in atoms can have only certain energies. An electron dropping from a higher level to a lower one emits a photon carrying exactly the difference: $hf = E_i - E_f$.",
      "Because the levels are discrete, each element emits and absorbs its own set of wavelengths: its spectral fingerprint.",
      "In hydrogen the levels are $E_n = -13.6\\ \\mathrm{eV}/n^2$; $13.6\\ \\mathrm{eV}$ ionises the atom from its ground state.",
    ],
    intuition:
      "Energy levels are the rungs of a ladder: you can stand on a rung but not between rungs. Jumping down from one rung to another always releases the same definite energy, and so the same definite colour.",
    questions: [
      {
        prompt:
          "An electron drops from a level at $-3.4\\ \\mathrm{eV}$ to one at $-13.6\\ \\mathrm{eV}$. What energy does the emitted photon carry?",
        check: numeric(10.2, "eV", 0.02),
        answer: "$E = -3.4 - (-13.6) = 10.2\\ \\mathrm{eV}$, an ultraviolet photon.",
        followUp: "Right: $10.2\\ \\mathrm{eV}$, the first line of hydrogen's ultraviolet (Lyman) series.",
        hint: "The photon carries the difference between the two levels.",
      },
      {
        prompt:
          "Why does a glowing gas of one element emit only certain colours instead of a continuous rainbow?",
        check: allOf([
          "level",
          "discrete",
          "quantized",
          "quantised",
          "specific energ",
          "certain energ",
          "energy difference",
        ]),
        answer:
          "Its electrons can only jump between fixed energy levels, so only photons matching those differences appear.",
        followUp:
          "Exactly: fixed levels mean fixed energy gaps, which mean fixed photon energies and colours.",
        hint: "What determines the energy of an emitted photon?",
      },
      {
        prompt: "What is the energy of the $n = 3$ level of hydrogen?",
        check: numeric(-1.51, "eV", 0.02),
        answer: "$E_3 = -13.6/9 \\approx -1.51\\ \\mathrm{eV}$.",
        followUp: "Correct: $-1.51\\ \\mathrm{eV}$. The levels crowd together as $n$ grows.",
        hint: "Use $E_n = -13.6\\ \\mathrm{eV}/n^2$.",
      },
    ],
    misconceptions: [
      {
        id: "atoms-absorb-any-photon",
        belief: "An atom can absorb a photon of any energy.",
        diagnostic: {
          prompt:
            "A hydrogen atom in its ground state meets a $5.0\\ \\mathrm{eV}$ photon; its first possible jump needs $10.2\\ \\mathrm{eV}$. Is the photon absorbed?",
          check: allOf([...NEGATIVE_PHRASES, "passes", "through"]),
        },
        pattern: [["yes", "absorb", "partly", "some of"]],
        correction:
          "An atom absorbs a photon only if its energy matches a jump between levels (or exceeds the ionisation energy). A $5.0\\ \\mathrm{eV}$ photon matches no jump from the ground state, so it passes by.",
      },
    ],
    realWorld: [
      "Astronomers identify elements in distant stars from the dark absorption lines in their spectra; helium was found in the Sun's spectrum before it was found on Earth.",
      "Neon signs and sodium street lamps glow in the characteristic colours of their elements.",
    ],
    challenge: {
      prompt:
        "What wavelength of light does hydrogen emit when its electron drops from $n = 3$ to $n = 2$? ($hc = 1240\\ \\mathrm{eV\\,nm}$)",
      check: numeric(656, "nm", 0.02),
      answer:
        "$\\Delta E = 13.6(1/4 - 1/9) \\approx 1.89\\ \\mathrm{eV}$, so $\\lambda = 1240/1.89 \\approx 656\\ \\mathrm{nm}$.",
      followUp:
        "Correct: $656\\ \\mathrm{nm}$, the red H-alpha line that colours glowing hydrogen clouds in space.",
      hint: "Find $E_3 - E_2$ from $E_n = -13.6/n^2$, then $\\lambda = hc/\\Delta E$.",
    },
  },
  {
    id: "atomic-physics.nuclear-atom",
    subtopic: "atomic-physics",
    title: "The nuclear atom",
    keywords: [
      "rutherford",
      "gold foil",
      "alpha scattering",
      "nucleus",
      "atomic structure",
      "atom model",
      "plum pudding",
      "empty space",
    ],
    keyIdeas: [
      "Rutherford's team fired alpha particles at thin gold foil: almost all went straight through, but about one in several thousand bounced back at a large angle.",
      "So nearly all of an atom's mass and all its positive charge sit in a tiny nucleus, about $10^{-14}\\ \\mathrm{m}$ across, inside an atom about $10^{-10}\\ \\mathrm{m}$ across.",
      "Electrons occupy the mostly empty space around the nucleus; quantum mechanics, not classical orbits, describes how.",
    ],
    intuition:
      "If an atom were a football stadium, the nucleus would be a marble on the centre spot holding almost all the mass, with the electrons somewhere out in the stands.",
    questions: [
      {
        prompt: "Most alpha particles went straight through the gold foil. What did this show about atoms?",
        check: allOf(["empty", "space", "mostly"]),
        answer: "Atoms are mostly empty space.",
        followUp:
          "Right: the alpha particles met nothing massive enough to deflect them, so atoms are mostly empty.",
        hint: "If the particles met no resistance, what was in their way?",
      },
      {
        prompt: "A few alpha particles bounced almost straight back. What did that reveal?",
        check: allOf(["nucleus", "dense", "concentrated", "small", "tiny", "massive", "heavy"]),
        answer: "The positive charge and mass are concentrated in a tiny, dense nucleus.",
        followUp: "Exactly: only a tiny, massive, positive nucleus could turn an alpha particle around.",
        hint: "What could push a fast, heavy alpha particle straight back?",
      },
      {
        prompt:
          "An atom is about $10^{-10}\\ \\mathrm{m}$ across and its nucleus about $10^{-14}\\ \\mathrm{m}$. How many times larger is the atom's diameter?",
        check: numeric(10000, ""),
        answer: "$10^{-10}/10^{-14} = 10^4$: ten thousand times.",
        followUp: "Correct: $10^4$ times, so the nucleus occupies about a trillionth of the atom's volume.",
        hint: "Divide the two sizes.",
      },
    ],
    misconceptions: [
      {
        id: "planetary-orbits",
        belief: "Electrons circle the nucleus in neat planetary orbits.",
        diagnostic: {
          prompt:
            "In classical physics an electron circling a nucleus is accelerating, and accelerating charges radiate. What would classical physics predict happens to it?",
          check: allOf([
            "radiat",
            "spiral",
            "lose energy",
            "loses energy",
            "collapse",
            "crash",
            "fall into",
            "falls into",
          ]),
        },
        pattern: [["orbit forever", "stays", "stable", "keeps orbiting", "nothing"]],
        correction:
          "Classically the electron would radiate away its energy and spiral into the nucleus in about $10^{-11}\\ \\mathrm{s}$. Atoms are stable because electrons occupy quantum states, standing-wave patterns with fixed energies, not planetary orbits.",
      },
    ],
    realWorld: [
      "Rutherford backscattering is still used to measure the composition and thickness of thin films in the semiconductor industry.",
      "Because matter is mostly empty space, X-rays and fast particles can pass through it, which makes X-ray imaging possible.",
    ],
    challenge: {
      prompt:
        "A gold nucleus (radius about $7 \\times 10^{-15}\\ \\mathrm{m}$) has a mass of about $3.3 \\times 10^{-25}\\ \\mathrm{kg}$. Estimate its density in $\\mathrm{kg/m^3}$.",
      check: numeric(2.3e17, "kg/m^3", 0.15),
      answer:
        "$V = \\tfrac43\\pi r^3 \\approx 1.4 \\times 10^{-42}\\ \\mathrm{m^3}$, so $\\rho \\approx 2 \\times 10^{17}\\ \\mathrm{kg/m^3}$.",
      followUp:
        "Yes, around $2 \\times 10^{17}\\ \\mathrm{kg/m^3}$: a teaspoon of nuclear matter would weigh about a billion tonnes.",
      hint: "Density is mass over volume, with $V = \\tfrac43 \\pi r^3$.",
    },
  },
  {
    id: "nuclear-physics.radioactive-decay",
    subtopic: "nuclear-physics",
    title: "Radioactive decay and half-life",
    keywords: [
      "radioactive decay",
      "radioactivity",
      "half-life",
      "half life",
      "alpha decay",
      "beta decay",
      "gamma",
      "isotope",
      "carbon dating",
      "activity",
    ],
    keyIdeas: [
      "Unstable nuclei decay at random: each has a fixed chance per second of decaying, however old it is.",
      "The half-life is the time for half of the nuclei in a sample to decay; after $n$ half-lives a fraction $(1/2)^n$ remains.",
      "Alpha decay emits a helium nucleus; beta decay emits an electron or positron as a neutron turns into a proton or the reverse; gamma decay emits a high-energy photon.",
    ],
    calculusIdea:
      "$\\frac{dN}{dt} = -\\lambda N$ gives $N = N_0 e^{-\\lambda t}$, with half-life $t_{1/2} = \\ln 2/\\lambda$.",
    intuition:
      "Popcorn in a pan: you cannot say which kernel pops next, but you can predict how many will be left after a minute. Half-life describes the crowd, never a single nucleus.",
    questions: [
      {
        prompt: "An isotope has a half-life of $8$ days. What fraction of a sample remains after $24$ days?",
        check: allOf(["1/8", "eighth", "0.125", "12.5"]),
        answer: "$24$ days is three half-lives: $(1/2)^3 = 1/8$.",
        followUp: "Right: one eighth, after halving three times.",
        hint: "How many half-lives fit into 24 days?",
      },
      {
        prompt: "A $64\\ \\mathrm{g}$ sample has a half-life of 5 years. How much remains after 20 years?",
        check: numeric(4, "g"),
        answer: "Four half-lives: $64 \\to 32 \\to 16 \\to 8 \\to 4\\ \\mathrm{g}$.",
        followUp: "Correct: $4\\ \\mathrm{g}$.",
        hint: "Halve the mass once for every 5 years.",
      },
      {
        prompt: "In beta-minus decay, what changes inside the nucleus?",
        check: allOf(["neutron"], ["proton"]),
        answer: "A neutron turns into a proton, emitting an electron and an antineutrino.",
        followUp:
          "Exactly: a neutron becomes a proton, so the atomic number goes up by one and the element changes.",
        hint: "The nucleus emits an electron, yet nuclei contain no electrons. Which nucleon changes into which?",
      },
    ],
    misconceptions: [
      {
        id: "two-half-lives-all-gone",
        belief: "After two half-lives a radioactive sample has completely decayed.",
        diagnostic: {
          prompt: "After two half-lives, how much of a radioactive sample is left?",
          check: allOf(["quarter", "1/4", "25", "0.25"]),
        },
        pattern: [["none", "nothing", "zero", "all gone", "0"]],
        correction:
          "Each half-life removes half of what is left, not half of the original. After two half-lives a quarter remains, after three an eighth, and so on.",
      },
    ],
    realWorld: [
      "Carbon-14, with a half-life of about $5730$ years, dates once-living material up to about $50\\,000$ years old.",
      "Hospitals image patients with technetium-99m, whose six-hour half-life is long enough for a scan and short enough to fade quickly from the body.",
    ],
    challenge: {
      prompt:
        "A sample's activity falls from $800$ to $100$ counts per second in $30$ minutes. What is its half-life, in minutes?",
      check: allOf(["10", "ten"]),
      answer:
        "$800 \\to 400 \\to 200 \\to 100$ is three half-lives in $30$ minutes, so $t_{1/2} = 10$ minutes.",
      followUp: "Correct: $10$ minutes.",
      hint: "How many halvings take 800 down to 100?",
    },
  },
  {
    id: "nuclear-physics.binding-energy",
    subtopic: "nuclear-physics",
    title: "Binding energy, fission and fusion",
    keywords: [
      "binding energy",
      "mass defect",
      "fission",
      "fusion",
      "nuclear energy",
      "nuclear reactor",
      "chain reaction",
      "binding energy per nucleon",
    ],
    keyIdeas: [
      "A nucleus has less mass than its separate protons and neutrons; the missing mass (the mass defect) corresponds to the binding energy, $E = \\Delta m\\,c^2$.",
      "Binding energy per nucleon peaks near iron-56 at about $8.8\\ \\mathrm{MeV}$. Splitting heavy nuclei (fission) or fusing light ones (fusion) moves toward the peak and releases energy.",
      "One atomic mass unit is equivalent to $931.5\\ \\mathrm{MeV}$.",
    ],
    intuition:
      "Binding energy is like the energy given off when magnets snap together: the assembled nucleus has less energy than its scattered parts, and you would have to put that energy back to pull it apart.",
    questions: [
      {
        prompt:
          "Which releases energy: splitting a uranium nucleus into two medium-sized nuclei, or splitting an iron nucleus?",
        check: allOf(["uranium"]),
        answer:
          "Splitting uranium: its fragments are more tightly bound per nucleon. Iron is already at the peak.",
        followUp:
          "Right: uranium. Iron sits at the top of the binding-energy curve, so splitting it would cost energy.",
        hint: "Which direction on the binding-energy-per-nucleon curve releases energy?",
      },
      {
        prompt:
          "The helium-4 nucleus has a mass defect of $0.0304\\ \\mathrm{u}$. What is its binding energy in MeV? ($1\\ \\mathrm{u} = 931.5\\ \\mathrm{MeV}$)",
        check: numeric(28.3, "MeV", 0.02),
        answer: "$0.0304 \\times 931.5 \\approx 28.3\\ \\mathrm{MeV}$.",
        followUp: "Correct: about $28.3\\ \\mathrm{MeV}$, or $7.1\\ \\mathrm{MeV}$ per nucleon.",
        hint: "Multiply the mass defect in u by $931.5\\ \\mathrm{MeV}$.",
      },
      {
        prompt: "Why does fusing hydrogen into helium release energy?",
        check: allOf([
          "binding energy",
          "tightly bound",
          "mass defect",
          "less mass",
          "mass is lost",
          "mass lost",
          "lighter",
        ]),
        answer:
          "Helium is more tightly bound: the products have less mass than the reactants, and the difference is released as energy.",
        followUp:
          "Exactly: the helium nucleus weighs less than the four protons that formed it; that lost mass is the energy released.",
        hint: "Compare the mass of the products with the mass of the reactants.",
      },
    ],
    misconceptions: [
      {
        id: "binding-energy-stored-inside",
        belief: "Binding energy is energy stored inside a nucleus that comes out when you break it apart.",
        diagnostic: {
          prompt:
            "To split a helium-4 nucleus completely into separate protons and neutrons, must you supply energy, or does the nucleus release energy?",
          check: allOf(["supply", "put in", "add", "input", "need", "requires", "absorb", "must"]),
        },
        pattern: [["releas", "gives off", "gives out"]],
        correction:
          "Binding energy is what you must supply to pull a nucleus apart; it was released when the nucleus formed. Fission and fusion release energy only because their products are more tightly bound than what went in.",
      },
    ],
    realWorld: [
      "The Sun converts about four million tonnes of mass into energy every second by fusing hydrogen into helium.",
      "Fissioning one kilogram of uranium-235 releases about as much energy as burning three million kilograms of coal.",
    ],
    challenge: {
      prompt:
        "In one fission event the products have $0.20\\ \\mathrm{u}$ less mass than the reactants. How much energy is released, in MeV?",
      check: numeric(186, "MeV", 0.02),
      answer: "$0.20 \\times 931.5 \\approx 186\\ \\mathrm{MeV}$.",
      followUp:
        "Correct: about $190\\ \\mathrm{MeV}$ per fission, millions of times more than a chemical reaction.",
      hint: "Convert the mass difference with $1\\ \\mathrm{u} = 931.5\\ \\mathrm{MeV}$.",
    },
  },
  {
    id: "relativity.time-dilation",
    subtopic: "relativity",
    title: "Time dilation and length contraction",
    keywords: [
      "special relativity",
      "time dilation",
      "length contraction",
      "lorentz factor",
      "gamma",
      "speed of light",
      "moving clocks",
      "twin paradox",
      "einstein",
    ],
    keyIdeas: [
      "The speed of light in vacuum, $c = 3.00 \\times 10^8\\ \\mathrm{m/s}$, is the same for every observer, however they move.",
      "As a result a moving clock runs slow: $\\Delta t = \\gamma\\,\\Delta t_0$ with $\\gamma = 1/\\sqrt{1 - v^2/c^2}$, where $\\Delta t_0$ is the time on the moving clock itself.",
      "A moving object is shortened along its motion, $L = L_0/\\gamma$. The effects are tiny at everyday speeds and large near $c$.",
    ],
    intuition:
      "A light clock ticks by bouncing a flash between two mirrors. Watch it fly past: the light must follow a longer, slanted path at the same speed $c$, so each tick takes longer. Moving clocks tick slowly, and so does everything keeping time beside them.",
    questions: [
      {
        prompt: "What is the Lorentz factor $\\gamma$ for a spaceship moving at $0.60c$?",
        check: numeric(1.25, "", 0.01),
        answer: "$\\gamma = 1/\\sqrt{1 - 0.36} = 1/0.8 = 1.25$.",
        followUp: "Right: $\\gamma = 1.25$.",
        hint: "Use $\\gamma = 1/\\sqrt{1 - v^2/c^2}$ with $v/c = 0.60$.",
      },
      {
        prompt:
          "A trip takes $4.0$ years by the ship's own clock at $0.60c$. How many years does it take according to clocks on Earth?",
        check: allOf(["5", "five"]),
        answer: "$\\Delta t = \\gamma\\,\\Delta t_0 = 1.25 \\times 4.0 = 5.0$ years.",
        followUp: "Correct: $5.0$ years on Earth against $4.0$ on board.",
        hint: "The ship's clock shows the proper time; multiply by $\\gamma$.",
      },
      {
        prompt: "Does the astronaut on the ship notice their own clock, heartbeat or ageing slowing down?",
        check: allOf(NEGATIVE_PHRASES),
        answer:
          "No: in their own frame everything runs normally; it is Earth's clocks that they see running slow.",
        followUp:
          "Exactly: each observer sees their own time as normal. Time dilation appears when comparing clocks in relative motion.",
        hint: "In the astronaut's own frame, who is moving?",
      },
    ],
    misconceptions: [
      {
        id: "time-dilation-illusion",
        belief: "Time dilation is only an illusion caused by signals taking time to arrive.",
        diagnostic: {
          prompt:
            "Muons made high in the atmosphere live only about $2.2\\ \\mu\\mathrm{s}$ at rest, yet many reach the ground, which would take far longer. Is their slowed ageing real?",
          check: { ...allOf(["yes", "real", "it is", "they do", "genuine"]), reject: ["illusion"] },
        },
        pattern: [["no", "illusion", "trick", "not real", "appear"]],
        correction:
          "It is real: the muons genuinely age more slowly in our frame, so they survive the trip. Signal delays are corrected for in such measurements; what remains is time dilation itself.",
      },
    ],
    realWorld: [
      "GPS satellite clocks are corrected for relativity by about $38\\ \\mu\\mathrm{s}$ per day; without it positions would drift by kilometres each day.",
      "Particle accelerators keep unstable particles alive far longer than their rest lifetimes because they move close to $c$.",
    ],
    challenge: {
      prompt:
        "A spaceship $100\\ \\mathrm{m}$ long at rest flies past you at $0.80c$. What length do you measure?",
      check: numeric(60, "m"),
      answer: "$\\gamma = 1/\\sqrt{1 - 0.64} = 5/3$, so $L = 100/\\gamma = 60\\ \\mathrm{m}$.",
      followUp:
        "Correct: $60\\ \\mathrm{m}$. Only the length along the motion shrinks; its width is unchanged.",
      hint: "Find $\\gamma$ for $0.80c$ and use $L = L_0/\\gamma$.",
    },
  },
  {
    id: "relativity.mass-energy",
    subtopic: "relativity",
    title: "Mass–energy equivalence",
    keywords: [
      "e = mc^2",
      "e=mc2",
      "mass-energy",
      "mass energy equivalence",
      "rest energy",
      "annihilation energy",
      "relativistic energy",
      "speed limit",
    ],
    keyIdeas: [
      "Mass is a form of energy: a body at rest has energy $E_0 = mc^2$.",
      "Because $c^2$ is enormous, about $9 \\times 10^{16}\\ \\mathrm{m^2/s^2}$, a tiny mass corresponds to a huge energy.",
      "Nothing with mass can reach $c$: its energy $\\gamma mc^2$ grows without limit as $v$ approaches $c$.",
    ],
    intuition:
      "Mass is energy in extremely concentrated form, like money locked in a vault. Nuclear reactions open the vault a crack, and even a gram's worth is a fortune.",
    questions: [
      {
        prompt: "How much energy is equivalent to $1.0\\ \\mathrm{g}$ of mass?",
        check: numeric(9e13, "J", 0.02),
        answer: "$E = mc^2 = 0.001 \\times (3.0 \\times 10^8)^2 = 9.0 \\times 10^{13}\\ \\mathrm{J}$.",
        followUp:
          "Right: $9 \\times 10^{13}\\ \\mathrm{J}$, roughly the energy of a 20-kilotonne nuclear explosion.",
        hint: "Use $E = mc^2$ with the mass in kilograms.",
      },
      {
        prompt: "Could a spacecraft reach the speed of light by firing its engines for long enough?",
        check: allOf(NEGATIVE_PHRASES),
        answer: "No: its energy would have to become infinite as $v$ approached $c$.",
        followUp:
          "Exactly: each extra bit of speed costs more energy, without limit, so $c$ is never reached.",
        hint: "What happens to $\\gamma mc^2$ as $v$ approaches $c$?",
      },
      {
        prompt: "Strictly speaking, does a hot cup of tea lose mass as it cools?",
        check: {
          ...allOf(["decreas", "less", "tiny", "slightly", "yes", "lose"]),
          reject: ["no mass", "doesn't lose"],
        },
        answer:
          "Yes, by a tiny amount: the energy it gives off, divided by $c^2$, about $10^{-12}\\ \\mathrm{kg}$.",
        followUp: "Right: it loses $\\Delta m = E/c^2$, far too little to weigh, but real.",
        hint: "It gives off energy. What does $E = mc^2$ say about its mass?",
      },
    ],
    misconceptions: [
      {
        id: "mass-energy-only-nuclear",
        belief: "$E = mc^2$ only applies to nuclear reactions.",
        diagnostic: {
          prompt:
            "Does $E = mc^2$ apply to chemical reactions such as burning fuel, or only to nuclear reactions?",
          check: allOf(["both", "all", "chemical too", "also", "any", "every", "chemical as well"]),
        },
        pattern: [["only nuclear", "only to nuclear", "just nuclear", "only the nuclear"]],
        correction:
          "It applies to every release of energy. In burning fuel the mass change is about a billionth of the total, too small to weigh; nuclear reactions change mass by about a thousandth, which is why they are so much more powerful.",
      },
    ],
    realWorld: [
      "PET scanners detect pairs of gamma rays from electron–positron annihilation: the particles' entire mass becomes light, $511\\ \\mathrm{keV}$ per photon.",
      "Nuclear reactors convert less than a thousandth of their fuel's mass into energy, still millions of times more per kilogram than burning fuel.",
    ],
    challenge: {
      prompt:
        "An electron and a positron (each $9.11 \\times 10^{-31}\\ \\mathrm{kg}$) annihilate at rest into two photons. What is the energy of each photon, in joules?",
      check: numeric(8.2e-14, "J", 0.02),
      answer:
        "Each photon carries one particle's rest energy: $9.11 \\times 10^{-31} \\times 9.0 \\times 10^{16} \\approx 8.2 \\times 10^{-14}\\ \\mathrm{J}$ ($511\\ \\mathrm{keV}$).",
      followUp: "Correct: $8.2 \\times 10^{-14}\\ \\mathrm{J}$, or $511\\ \\mathrm{keV}$.",
      hint: "The two rest energies are shared equally between the two photons.",
    },
  },
  {
    id: "particle-physics.standard-model",
    subtopic: "particle-physics",
    title: "Quarks, leptons and the Standard Model",
    keywords: [
      "standard model",
      "quarks",
      "quark",
      "leptons",
      "hadrons",
      "bosons",
      "gluon",
      "higgs",
      "fundamental particles",
      "elementary particles",
    ],
    keyIdeas: [
      "Ordinary matter is built from quarks and leptons: a proton is two up quarks and a down quark ($uud$), a neutron is $udd$, and the electron is a lepton.",
      "Quarks carry fractional charges, $+\\tfrac23 e$ for up and $-\\tfrac13 e$ for down, and are always confined inside particles such as protons.",
      "Forces are carried by bosons: photons (electromagnetic), gluons (strong), W and Z bosons (weak). The Higgs field gives the W and Z bosons, the quarks and the charged leptons their masses; most of a proton's mass, though, is the energy of its quarks and gluons.",
    ],
    intuition:
      "The Standard Model is a parts list plus a rulebook: a small set of building blocks (quarks and leptons), messengers that carry forces between them, and conservation rules that say which reactions may happen.",
    questions: [
      {
        prompt: "What is the total charge of a proton, made of $uud$?",
        check: allOf(PLUS_ONE),
        answer: "$+\\tfrac23 + \\tfrac23 - \\tfrac13 = +1$, in units of $e$.",
        followUp: "Right: $+1e$.",
        hint: "Add the charges: up is $+\\tfrac23$, down is $-\\tfrac13$.",
      },
      {
        prompt: "What is the charge of a neutron, made of $udd$?",
        check: allOf(["zero", "0", "neutral", "none"]),
        answer: "$+\\tfrac23 - \\tfrac13 - \\tfrac13 = 0$.",
        followUp: "Correct: zero, although it is made of charged quarks.",
        hint: "Add one up and two down charges.",
      },
      {
        prompt: "Which force-carrying particle is responsible for the electromagnetic force?",
        check: allOf(["photon"]),
        answer: "The photon.",
        followUp: "Right: the photon, massless, which is why the electromagnetic force reaches so far.",
        hint: "It is also the particle of light.",
      },
    ],
    misconceptions: [
      {
        id: "proton-is-fundamental",
        belief: "Protons and neutrons are fundamental particles.",
        diagnostic: {
          prompt: "Is the proton a fundamental particle, with no smaller parts?",
          check: allOf([...NEGATIVE_PHRASES, "quark", "made of"]),
        },
        pattern: [["yes", "fundamental", "elementary"]],
        correction:
          "Protons and neutrons are made of quarks held together by gluons; electrons, as far as we know, are fundamental.",
      },
    ],
    realWorld: [
      "Proton therapy for cancer and the PET scanners in hospitals grew directly out of particle physics.",
      "The World Wide Web was invented at CERN so that particle physicists around the world could share their data.",
    ],
    challenge: {
      prompt: "A pion is made of an up quark and an anti-down quark ($u\\bar d$). What is its charge?",
      check: allOf(PLUS_ONE),
      answer: "$+\\tfrac23 + \\tfrac13 = +1$: the anti-down quark has charge $+\\tfrac13$.",
      followUp: "Correct: $+1e$. Antiquarks carry the opposite charge of their quarks.",
      hint: "An antiquark has the opposite charge of its quark.",
    },
  },
  {
    id: "particle-physics.conservation-laws",
    subtopic: "particle-physics",
    title: "Antimatter and conservation laws in reactions",
    keywords: [
      "antimatter",
      "antiparticle",
      "positron",
      "annihilation",
      "conservation laws",
      "baryon number",
      "lepton number",
      "neutrino",
      "particle reactions",
    ],
    keyIdeas: [
      "Every particle has an antiparticle with the same mass and opposite charge; when they meet they can annihilate into energy such as photons.",
      "Particle reactions must conserve energy, momentum, electric charge, baryon number and lepton number; a reaction that breaks any of these does not happen.",
      "The neutrino was proposed to save conservation of energy and momentum in beta decay, and was detected decades later.",
    ],
    intuition:
      "Conservation laws are the bookkeeping of particle physics: the totals of charge, baryon number and lepton number going in must balance those coming out, like a ledger that must always add up.",
    questions: [
      {
        prompt: "What is the antiparticle of the electron called?",
        check: allOf(["positron", "antielectron", "anti-electron"]),
        answer: "The positron, with the electron's mass and charge $+e$.",
        followUp: "Right: the positron, charge $+e$.",
        hint: "It is named after its positive charge.",
      },
      {
        prompt: "Can a free proton at rest decay by $p \\to n + e^+ + \\nu$? Think about the masses.",
        check: allOf([...NEGATIVE_PHRASES, "heavier", "mass", "energy"]),
        answer: "No: the neutron is heavier than the proton, so there is not enough energy.",
        followUp:
          "Exactly: energy conservation forbids it for a free proton. Inside some nuclei it can happen, because the nucleus supplies the energy.",
        hint: "Compare the mass of the neutron with that of the proton.",
      },
      {
        prompt:
          "In beta-minus decay, $n \\to p + e^- + ?$, which particle must also be emitted to conserve lepton number?",
        check: allOf(["antineutrino", "anti-neutrino", "anti neutrino"]),
        answer: "An electron antineutrino: the electron has lepton number $+1$ and the antineutrino $-1$.",
        followUp: "Correct: an electron antineutrino, which balances the electron's lepton number.",
        hint: "The electron has lepton number $+1$, and the total before is zero.",
      },
    ],
    misconceptions: [
      {
        id: "annihilation-vanishes",
        belief: "When matter meets antimatter, everything simply vanishes.",
        diagnostic: {
          prompt: "An electron and a positron annihilate. What comes out?",
          check: allOf(["photon", "gamma", "light", "energy", "radiation"]),
        },
        pattern: [["nothing", "vanish", "disappear"]],
        correction:
          "Energy and momentum are conserved: the pair turns into photons, usually two gamma rays of $511\\ \\mathrm{keV}$ each flying apart, carrying the full rest energy.",
      },
    ],
    realWorld: [
      "PET scans use tracers that emit positrons; each annihilates with an electron into two gamma rays travelling in opposite directions, which locate the tracer.",
      "Neutrino detectors deep underground count neutrinos from the Sun's core, confirming that it shines by fusion.",
    ],
    challenge: {
      prompt: "Is the reaction $p + p \\to p + p + \\bar p$ allowed? Explain with conservation laws.",
      check: allOf(NEGATIVE_PHRASES, ["baryon", "charge"]),
      answer: "No: baryon number goes from $2$ to $1$ and charge from $+2$ to $+1$.",
      followUp:
        "Right: it breaks both baryon-number and charge conservation. Adding a proton, $p + p \\to p + p + p + \\bar p$, fixes both.",
      hint: "Count the charge and the baryon number on each side (an antiproton has baryon number $-1$).",
    },
  },
  {
    id: "solid-state-physics.band-theory",
    subtopic: "solid-state-physics",
    title: "Energy bands: conductors, insulators and semiconductors",
    keywords: [
      "band theory",
      "band gap",
      "semiconductor",
      "conductor",
      "insulator",
      "valence band",
      "conduction band",
      "silicon",
      "solid state",
    ],
    keyIdeas: [
      "In a solid the energy levels of many atoms merge into bands. Conduction needs electrons in a band that is only partly filled.",
      "Metals have partly filled bands and conduct well; insulators have a full band with a wide gap (several eV) above it; semiconductors have a narrow gap (silicon: $1.1\\ \\mathrm{eV}$).",
      "Heating a semiconductor lifts more electrons across the gap, so its resistance falls as it warms, the opposite of a metal.",
    ],
    intuition:
      "Think of a car park: in a completely full one no car can move, while a few empty spaces let cars shuffle around. A semiconductor is a full level with an empty level just above it, reachable with a small boost of energy.",
    questions: [
      {
        prompt: "Which kind of material has a partly filled band: a metal, a semiconductor or an insulator?",
        check: allOf(["metal"]),
        answer: "A metal.",
        followUp:
          "Right: a metal, whose electrons can move into nearby empty states with the slightest push.",
        hint: "Which kind conducts best, even when very cold?",
      },
      {
        prompt:
          "Why is diamond (band gap about $5.5\\ \\mathrm{eV}$) an insulator while silicon ($1.1\\ \\mathrm{eV}$) is a semiconductor?",
        check: allOf([
          "larger gap",
          "bigger gap",
          "wider gap",
          "gap is larger",
          "gap is bigger",
          "gap is too",
          "large gap",
          "big gap",
          "gap",
        ]),
        answer:
          "Diamond's gap is so wide that almost no electrons get across at room temperature; silicon's is narrow enough for some.",
        followUp:
          "Exactly: the width of the gap decides how many electrons thermal energy can lift into the conduction band.",
        hint: "Compare the two gaps with the typical thermal energy at room temperature, about $0.025\\ \\mathrm{eV}$.",
      },
      {
        prompt:
          "What is the longest wavelength of light that can lift an electron across silicon's $1.1\\ \\mathrm{eV}$ gap? ($hc = 1240\\ \\mathrm{eV\\,nm}$)",
        check: numeric(1127, "nm", 0.02),
        answer: "$\\lambda = hc/E_g = 1240/1.1 \\approx 1130\\ \\mathrm{nm}$, in the near infrared.",
        followUp:
          "Correct: about $1130\\ \\mathrm{nm}$, which is why silicon sensors see a little into the infrared.",
        hint: "The photon energy $hc/\\lambda$ must at least equal the gap.",
      },
    ],
    misconceptions: [
      {
        id: "everything-conducts-worse-when-hot",
        belief: "Every material conducts worse when it gets hotter.",
        diagnostic: {
          prompt: "As a piece of pure silicon is heated, does its electrical resistance rise or fall?",
          check: allOf(["fall", "decreas", "drop", "lower", "goes down", "less"]),
        },
        pattern: [["rise", "increase", "goes up", "higher", "more"]],
        correction:
          "In a semiconductor, heating lifts more electrons across the gap, creating more charge carriers, so the resistance falls. In metals the carrier number is fixed and stronger vibrations raise the resistance.",
      },
    ],
    realWorld: [
      "Thermistors use the steep fall of a semiconductor's resistance with temperature to make sensitive thermometers.",
      "An LED's colour is set by its band gap: gallium nitride's wide gap gives blue light, gallium arsenide's narrower one infrared.",
    ],
    challenge: {
      prompt:
        "A semiconductor laser emits at $850\\ \\mathrm{nm}$. Estimate its band gap in eV. ($hc = 1240\\ \\mathrm{eV\\,nm}$)",
      check: numeric(1.46, "eV", 0.02),
      answer: "$E_g \\approx hc/\\lambda = 1240/850 \\approx 1.46\\ \\mathrm{eV}$.",
      followUp: "Correct: about $1.46\\ \\mathrm{eV}$, close to gallium arsenide's gap.",
      hint: "Each emitted photon carries about the gap energy.",
    },
  },
  {
    id: "solid-state-physics.doping-and-diodes",
    subtopic: "solid-state-physics",
    title: "Doping, holes and p–n junctions",
    keywords: [
      "doping",
      "n-type",
      "p-type",
      "holes",
      "p-n junction",
      "pn junction",
      "diode",
      "transistor",
      "led",
      "solar cell",
    ],
    keyIdeas: [
      "Doping adds a few impurity atoms: a donor with an extra valence electron, such as phosphorus in silicon, gives n-type material; an acceptor with one fewer, such as boron, gives p-type material full of holes.",
      "A hole is a missing electron that behaves like a positive charge carrier.",
      "Where p-type meets n-type, the p–n junction forms a diode that lets current flow easily in one direction only; LEDs and solar cells are p–n junctions.",
    ],
    intuition:
      "A hole is like the empty seat in a cinema row: as people shuffle along one seat at a time to fill it, the empty seat travels the other way. It is 'nothing', yet it moves like a thing.",
    questions: [
      {
        prompt:
          "Silicon is doped with phosphorus, which has five valence electrons. Is the result n-type or p-type?",
        check: allOf(["n-type", "n type", "n"]),
        answer: "n-type: each phosphorus atom donates a spare electron.",
        followUp: "Right: n-type, with extra free electrons as the main carriers.",
        hint: "Silicon has four valence electrons. What happens to phosphorus's fifth?",
      },
      {
        prompt:
          "Silicon doped with boron, which has three valence electrons, has many holes. What type is it?",
        check: allOf(["p-type", "p type", "p"]),
        answer: "p-type: the holes act as positive carriers.",
        followUp: "Correct: p-type.",
        hint: "Holes behave like positive charges.",
      },
      {
        prompt: "What does a diode do in a circuit?",
        check: allOf(["one direction", "one way", "single direction", "only in one", "rectif"]),
        answer: "It lets current flow easily in one direction and blocks it in the other.",
        followUp: "Exactly: a one-way valve for current, which is how AC is rectified into DC.",
        hint: "Think of a one-way valve.",
      },
    ],
    misconceptions: [
      {
        id: "n-type-is-negative",
        belief: "An n-type semiconductor carries a negative net charge.",
        diagnostic: {
          prompt: "Is a crystal of n-type semiconductor negatively charged overall?",
          check: allOf([...NEGATIVE_PHRASES, "neutral"]),
        },
        pattern: [["yes", "negative"]],
        correction:
          "It is neutral. Each donor atom brings one extra electron but also one extra proton in its nucleus. 'n' refers to the sign of the mobile carriers, not to a net charge.",
      },
    ],
    realWorld: [
      "Every phone contains billions of transistors built from tiny doped regions of silicon.",
      "Solar cells are large p–n junctions: light frees electrons near the junction and its built-in field drives them around the circuit.",
    ],
    challenge: {
      prompt:
        "In a forward-biased p–n junction diode, which way do electrons cross the junction: from the n side to the p side, or from p to n?",
      check: allOf([
        "n to p",
        "n side to the p",
        "n side to p",
        "n-side to",
        "n-type to",
        "from n",
        "from the n",
      ]),
      answer: "From the n side to the p side, while holes cross from p to n.",
      followUp: "Correct: electrons flow from n to p (the conventional current flows from p to n).",
      hint: "Where are the free electrons, and where are there holes for them to fill?",
    },
  },
];
