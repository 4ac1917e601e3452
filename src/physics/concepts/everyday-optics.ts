/**
 * Optics pages for the questions students most often bring: why the sky is blue, mirrors,
 * total internal reflection, hearing around corners, 3D glasses and lasers against bulbs.
 */
import { allOf, type Concept, numeric, someOf } from "./concept";
import { misconception, question } from "./page-builder";

export const EVERYDAY_OPTICS_CONCEPTS: Concept[] = [
  {
    id: "wave-optics.scattering-sky-colour",
    subtopic: "wave-optics",
    title: "Scattering: why the sky is blue and sunsets are red",
    keywords: [
      "why is the sky blue",
      "sky blue",
      "blue sky",
      "sky",
      "sunset red",
      "red sunset",
      "sunsets",
      "rayleigh scattering",
      "scattering",
      "clouds white",
      "why are clouds white",
    ],
    keyIdeas: [
      "Air molecules are much smaller than the wavelength of light and scatter short wavelengths far more strongly: the scattering grows as $1/\\lambda^4$ (Rayleigh scattering).",
      "Blue light is scattered across the sky from every direction, so wherever you look away from the Sun, the sky glows blue.",
      "At sunset sunlight crosses much more air; most blue is scattered out of the beam, leaving the reds and oranges.",
      "Cloud droplets are larger than the wavelength and scatter all colours about equally, so clouds look white.",
    ],
    intuition:
      "Air acts like a sieve that bounces the small blue 'ripples' of light around the sky while letting the long red ones through. Look at the sky and you see the bounced blue; look along a long sunset path and you see what got through.",
    questions: [
      question(
        "Which is scattered more strongly by air molecules, blue light or red light?",
        allOf(["blue"]),
        "Blue: shorter wavelengths scatter much more strongly.",
        "Right: blue light, with its shorter wavelength, is scattered about five times more than red.",
        "How does the scattering depend on wavelength?",
      ),
      question(
        "Why are sunsets red or orange?",
        allOf(["more air", "longer path", "farther", "thicker", "through more"], ["blue", "scatter"]),
        "At sunset the light crosses much more air; the blue is scattered out along the way, leaving red and orange.",
        "Exactly: a long path strips out the blue.",
        "How much air does sunlight pass through at sunset compared with noon?",
      ),
      question(
        "Blue light of $450\\ \\mathrm{nm}$ against red light of $700\\ \\mathrm{nm}$: about how many times more strongly is the blue scattered?",
        someOf(1, ["5.9", "6", "six", "5.8", "5.86"]),
        "$(700/450)^4 \\approx 5.9$: nearly six times more.",
        "Right: about six times.",
        "Rayleigh scattering goes as $1/\\lambda^4$: take the ratio of wavelengths to the fourth power.",
      ),
    ],
    misconceptions: [
      misconception(
        "sky-reflects-ocean",
        "The sky is blue because it reflects the colour of the ocean.",
        {
          prompt: "Is the sky above a desert, far from any sea, also blue?",
          check: allOf(["yes", "is", "blue"]),
        },
        [["ocean", "sea", "water", "reflect"]],
        "The sky is blue everywhere, over deserts too. It is the air itself that scatters blue sunlight toward you; the sea is blue partly because it reflects the sky, not the other way round.",
      ),
    ],
    realWorld: [
      "On the Moon, with no air to scatter light, the sky is black even in daytime.",
      "Smoke and dust from fires make sunsets especially red by scattering even more of the blue.",
    ],
    challenge: question(
      "Why is the sky not violet, even though violet light has an even shorter wavelength than blue?",
      someOf(1, ["less violet", "sunlight has less", "eyes", "sensitive", "absorbed"]),
      "Sunlight contains less violet than blue, some is absorbed high in the atmosphere, and our eyes are much less sensitive to violet.",
      "Right: the sun's spectrum and our eyes both favour blue.",
      "Think about how much violet sunlight contains, and how well our eyes see it.",
    ),
  },
  {
    id: "geometric-optics.mirrors",
    subtopic: "geometric-optics",
    title: "Mirrors and reflection",
    keywords: [
      "mirror",
      "mirrors",
      "reflection",
      "law of reflection",
      "left and right reversed",
      "image in a mirror",
      "concave mirror",
      "convex mirror",
      "spoon reflection upside down",
      "full length mirror",
    ],
    keyIdeas: [
      "Light reflects with the angle of reflection equal to the angle of incidence, both measured from the normal.",
      "A flat mirror forms an upright virtual image as far behind the mirror as the object is in front.",
      "A mirror reverses front and back, which we read as left-right; a concave mirror can form real, inverted images, a convex mirror always makes small upright ones.",
    ],
    intuition:
      "A mirror image is like looking through a window into a room that is the exact copy of yours, folded through the glass.",
    questions: [
      question(
        "A ray hits a flat mirror at $30^\\circ$ to the normal. At what angle to the normal does it reflect?",
        numeric(30, "deg"),
        "At $30^\\circ$: the angle of reflection equals the angle of incidence.",
        "Right: $30^\\circ$.",
        "What does the law of reflection say?",
      ),
      question(
        "You stand $2\\ \\mathrm{m}$ in front of a flat mirror. How far are you from your image?",
        numeric(4, "m"),
        "Your image is $2\\ \\mathrm{m}$ behind the mirror, so $4\\ \\mathrm{m}$ from you.",
        "Correct: $4\\ \\mathrm{m}$.",
        "Where is the image, compared with the mirror?",
      ),
      question(
        "Why do car wing mirrors use convex mirrors?",
        allOf(["wider", "field of view", "more of the road", "see more", "wide"]),
        "A convex mirror gives a wider field of view, at the cost of making things look smaller and farther away.",
        "Right: a wider view.",
        "What does a bulging mirror let you see more of?",
      ),
    ],
    misconceptions: [
      misconception(
        "step-back-see-more",
        "Stepping back from a flat mirror lets you see more of your body.",
        {
          prompt:
            "In a small flat wall mirror you see down to your waist. If you step back, do you see more of yourself?",
          check: allOf(["no", "same", "not"]),
        },
        [["yes", "more"]],
        "You see the same part of yourself at any distance: the mirror needs to be half your height to show all of you, wherever you stand. Stepping back shrinks you and the mirror's view by the same amount.",
      ),
    ],
    realWorld: [
      "Ambulances have their name written backwards so drivers read it correctly in their mirrors.",
      "Large telescopes gather light with concave mirrors many metres across.",
    ],
    challenge: question(
      "What is the shortest flat wall mirror in which a $1.80\\ \\mathrm{m}$ tall person can see her whole body?",
      numeric(0.9, "m"),
      "Half her height: $0.90\\ \\mathrm{m}$, whatever her distance.",
      "Right: $0.90\\ \\mathrm{m}$.",
      "Trace the rays from her feet and head to her eyes; where do they meet the mirror?",
    ),
  },
  {
    id: "geometric-optics.total-internal-reflection",
    subtopic: "geometric-optics",
    title: "Total internal reflection and optical fibres",
    keywords: [
      "total internal reflection",
      "critical angle",
      "optical fibre",
      "optical fiber",
      "fibre optics",
      "fiber optic",
      "diamond sparkle",
      "mirage",
      "why do diamonds sparkle",
    ],
    keyIdeas: [
      "Light going from a denser medium into a less dense one bends away from the normal.",
      "Beyond the critical angle, $\\sin\\theta_c = n_2/n_1$, no light gets out: it is all reflected back, total internal reflection.",
      "Optical fibres guide light by bouncing it along the core; diamonds sparkle because their small critical angle traps light inside.",
    ],
    intuition:
      "Skim a stone at a shallow enough angle and it bounces off the water instead of sinking. Light inside glass that meets the surface too obliquely bounces back the same way.",
    questions: [
      question(
        "Can total internal reflection happen when light goes from air into water?",
        allOf(["no", "not"]),
        "No: it only happens going from a higher to a lower refractive index, for example water into air.",
        "Right: from dense to less dense only.",
        "Which way does light bend when entering water?",
      ),
      question(
        "What is the critical angle for glass of refractive index $1.5$ in air?",
        numeric(41.8, "deg", 0.03),
        "$\\sin\\theta_c = 1/1.5$, so $\\theta_c \\approx 42^\\circ$.",
        "Correct: about $42^\\circ$.",
        "Use $\\sin\\theta_c = n_2/n_1$.",
      ),
      question(
        "How does an optical fibre keep light inside as it bends?",
        allOf(["total internal reflection", "critical angle", "reflect"]),
        "The light hits the core's wall beyond the critical angle and is totally internally reflected, again and again.",
        "Right: total internal reflection, over and over.",
        "What happens to light that strikes the inside wall at a large angle?",
      ),
    ],
    misconceptions: [
      misconception(
        "fibre-is-mirrored",
        "Optical fibres work because they are coated with mirrors.",
        {
          prompt: "Do optical fibres need a mirror coating to keep the light in?",
          check: allOf(["no", "not"]),
        },
        [["yes", "mirror", "coat"]],
        "No mirror is needed: the core has a higher refractive index than its cladding, and light striking the boundary beyond the critical angle is totally reflected, with almost no loss.",
      ),
    ],
    realWorld: [
      "Almost all internet traffic between cities travels as light pulses in optical fibres.",
      "Endoscopes let doctors see inside the body through bundles of fibres.",
    ],
    challenge: question(
      "Diamond has a refractive index of $2.42$. What is its critical angle in air?",
      numeric(24.4, "deg", 0.03),
      "$\\sin\\theta_c = 1/2.42$, so $\\theta_c \\approx 24^\\circ$: light is easily trapped, hence the sparkle.",
      "Right, about $24^\\circ$.",
      "Use $\\sin\\theta_c = 1/n$.",
    ),
  },
  {
    id: "diffraction.around-corners",
    subtopic: "diffraction",
    title: "Diffraction: why you can hear around corners but not see",
    keywords: [
      "hear around corners",
      "hear around a corner",
      "sound bends",
      "see around corners",
      "diffraction of sound",
      "waves bend around",
      "gap and wavelength",
      "why can i hear but not see",
    ],
    keyIdeas: [
      "Waves spread out (diffract) when they pass a gap or an edge; the spreading is strongest when the gap is about the size of the wavelength.",
      "Sound wavelengths are about a metre, like doorways, so sound bends well around corners.",
      "Light wavelengths are under a millionth of a metre, far smaller than doors, so light hardly bends and you cannot see around the corner.",
    ],
    intuition:
      "Sea waves pass a harbour wall and curl into the calm water behind it. Tiny ripples from a pebble barely curl around the same wall.",
    questions: [
      question(
        "Diffraction through a gap is strongest when the gap is about what size?",
        allOf(["wavelength"]),
        "About the size of the wavelength.",
        "Right: comparable to the wavelength.",
        "Which length of the wave should you compare the gap with?",
      ),
      question(
        "Why can you hear someone around a corner but not see them?",
        allOf(["wavelength"], ["sound", "light"]),
        "Sound's wavelength is comparable to doorways, so it diffracts around them; light's wavelength is far too small.",
        "Exactly: it is all about wavelength compared with the opening.",
        "Compare the wavelengths of sound and light with the width of a door.",
      ),
      question(
        "A sound of $343\\ \\mathrm{Hz}$ in air ($343\\ \\mathrm{m/s}$) has what wavelength?",
        numeric(1, "m"),
        "$\\lambda = v/f = 1.0\\ \\mathrm{m}$, about the size of a doorway.",
        "Right: $1.0\\ \\mathrm{m}$.",
        "Use $\\lambda = v/f$.",
      ),
    ],
    misconceptions: [
      misconception(
        "sound-goes-through-walls",
        "You hear around corners because sound goes straight through walls.",
        {
          prompt:
            "Through an open doorway, does sound reach you around the corner mainly by passing through the wall?",
          check: allOf(["no", "bend", "diffract"]),
        },
        [["through the wall", "yes"]],
        "Some sound does pass through walls, but most of what you hear through a doorway has bent around its edges: diffraction, strong because sound's wavelength is similar to the doorway's width.",
      ),
    ],
    realWorld: [
      "Low bass notes travel farther around buildings than high notes, which is why you hear the thump of distant music.",
      "Radio waves, with wavelengths of hundreds of metres, bend around hills; TV signals with short wavelengths need line of sight.",
    ],
    challenge: question(
      "Which diffracts more around a $1\\ \\mathrm{m}$ doorway: a $100\\ \\mathrm{Hz}$ note or a $5000\\ \\mathrm{Hz}$ note?",
      someOf(1, ["100", "low", "bass"]),
      "The $100\\ \\mathrm{Hz}$ note: its wavelength, about $3.4\\ \\mathrm{m}$, is larger than the door, while the high note's is $7\\ \\mathrm{cm}$.",
      "Right: the low note.",
      "Compute both wavelengths with $\\lambda = v/f$.",
    ),
  },
  {
    id: "polarization.3d-glasses-and-screens",
    subtopic: "polarization",
    title: "Polarized light in 3D glasses and screens",
    keywords: [
      "3d glasses",
      "3d movie",
      "lcd screen",
      "phone screen sunglasses",
      "screen goes black",
      "polarized light",
      "what is polarization",
      "transverse wave",
      "polarised",
    ],
    keyIdeas: [
      "Light is a transverse wave; its electric field can vibrate in any direction across the beam. Polarized light vibrates in one direction only.",
      "A polarizer passes only the component along its axis; two crossed polarizers block light completely.",
      "LCD screens emit polarized light, which is why a screen can go dark through polarized sunglasses at one angle; 3D cinemas send each eye a differently polarized picture.",
    ],
    intuition:
      "Polarized light is like a rope shaken only up and down. A fence with vertical slats lets it through; turn the fence sideways and the rope's wave is stopped.",
    questions: [
      question(
        "Why can only transverse waves be polarized?",
        allOf(["perpendicular", "across", "sideways", "direction of vibration", "transverse"]),
        "Only transverse waves vibrate across the direction of travel, and polarization picks one of those directions.",
        "Right: longitudinal waves like sound have no sideways direction to choose.",
        "In which direction do the vibrations of a transverse wave point?",
      ),
      question(
        "Through polarized sunglasses your phone screen turns black when you tilt your head. Why?",
        allOf(["polarized", "polarised", "polariz", "polaris"], ["cross", "perpendicular", "90", "blocks"]),
        "The screen emits polarized light; when the glasses' axis is perpendicular to it, they block it.",
        "Right: crossed polarizers.",
        "What kind of light does an LCD emit?",
      ),
      question(
        "Polarized light of intensity $8\\ \\mathrm{W/m^2}$ meets a polarizer whose axis is at $60^\\circ$ to it. What intensity passes?",
        numeric(2, "W/m^2"),
        "$I = I_0\\cos^2 60^\\circ = 8 \\times 0.25 = 2\\ \\mathrm{W/m^2}$.",
        "Correct: $2\\ \\mathrm{W/m^2}$.",
        "Use Malus's law, $I = I_0\\cos^2\\theta$.",
      ),
    ],
    misconceptions: [
      misconception(
        "polarizer-dims-colour",
        "A polarizer works by filtering out certain colours.",
        {
          prompt: "Does a polarizing filter remove some colours of light, or something else?",
          check: allOf(["direction", "orientation", "vibration", "axis"]),
        },
        [["colour", "color", "red", "blue", "wavelength"]],
        "A polarizer does not choose colours: it passes the component of the light's electric field along its axis, whatever the colour, and blocks the perpendicular component.",
      ),
    ],
    realWorld: [
      "Photographers use polarizing filters to darken skies and remove reflections from water.",
      "Engineers view plastic models between crossed polarizers to see stress as coloured fringes.",
    ],
    challenge: question(
      "Unpolarized light of $10\\ \\mathrm{W/m^2}$ passes two polarizers at $45^\\circ$ to each other. What intensity comes out?",
      numeric(2.5, "W/m^2"),
      "The first halves it to $5$; the second passes $5\\cos^2 45^\\circ = 2.5\\ \\mathrm{W/m^2}$.",
      "Right: $2.5\\ \\mathrm{W/m^2}$.",
      "The first polarizer passes half of unpolarized light; then use Malus's law.",
    ),
  },
  {
    id: "lasers.laser-versus-bulb",
    subtopic: "lasers",
    title: "How a laser differs from a light bulb",
    keywords: [
      "laser pointer",
      "flashlight",
      "torch",
      "laser vs light bulb",
      "why is laser light special",
      "laser beam spread",
      "monochromatic",
      "how does a laser work",
      "laser dangerous",
    ],
    keyIdeas: [
      "A bulb emits light of many wavelengths, in all directions, in random phases.",
      "A laser emits one narrow wavelength, in a tight beam, with all the waves in step (coherent), produced by stimulated emission in an amplifying medium between mirrors.",
      "Because the beam hardly spreads, a few milliwatts of laser light are concentrated enough to damage the eye.",
    ],
    intuition:
      "A bulb is a crowd chatting, each voice at its own pitch and time; a laser is a choir singing one note in perfect unison, all facing the same way.",
    questions: [
      question(
        "Why is a $5\\ \\mathrm{mW}$ laser pointer dangerous to look into, when a $60\\ \\mathrm{W}$ bulb is not?",
        allOf(["concentrat", "narrow", "beam", "focus", "spread", "small area", "intensity"]),
        "The laser's light is concentrated in a narrow beam that the eye focuses to a tiny spot, giving an enormous intensity there.",
        "Right: it is intensity, power per area, that burns.",
        "How is the bulb's power spread compared with the laser's?",
      ),
      question(
        "What does 'coherent' mean for laser light?",
        allOf(["in phase", "in step", "same phase", "constant phase", "phase"]),
        "The waves keep a fixed phase relation: they are in step.",
        "Correct: in step with each other.",
        "Think about how the crests of different waves line up.",
      ),
      question(
        "A laser emits light of wavelength $650\\ \\mathrm{nm}$. What is its frequency? ($c = 3.0 \\times 10^8\\ \\mathrm{m/s}$)",
        numeric(4.6e14, "Hz"),
        "$f = c/\\lambda = 3.0 \\times 10^8/650 \\times 10^{-9} \\approx 4.6 \\times 10^{14}\\ \\mathrm{Hz}$.",
        "Right.",
        "Use $c = f\\lambda$ with the wavelength in metres.",
      ),
    ],
    misconceptions: [
      misconception(
        "laser-is-more-powerful",
        "Lasers are dangerous because they are more powerful than lamps.",
        {
          prompt: "Does a class 2 laser pointer emit more power than a desk lamp?",
          check: allOf(["no", "less", "not"]),
        },
        [["yes", "more"]],
        "A laser pointer emits less than a thousandth of a lamp's power. What makes it dangerous is that all of it stays in a narrow beam, focused by the eye onto a tiny spot of the retina.",
      ),
    ],
    realWorld: [
      "Supermarket scanners, fibre-optic links and eye surgery all depend on a laser's narrow, single-colour beam.",
      "Laser rangefinders measured the distance to the Moon to a few centimetres using mirrors left by astronauts.",
    ],
    challenge: question(
      "A $1\\ \\mathrm{mW}$ laser beam is focused to a spot of area $1 \\times 10^{-10}\\ \\mathrm{m^2}$. What is the intensity there?",
      numeric(1e7, "W/m^2"),
      "$I = P/A = 10^{-3}/10^{-10} = 10^7\\ \\mathrm{W/m^2}$, ten thousand times bright sunlight.",
      "Right: $10^7\\ \\mathrm{W/m^2}$.",
      "Intensity is power per area.",
    ),
  },
];
