/**
 * Concepts of optics: rays and lenses, light as a wave, interference, diffraction, polarization, lasers.
 */
import { allOf, type Concept, NEGATIVE_PHRASES, numeric, someOf, UNCHANGED_PHRASES } from "./concept";

export const OPTICS_CONCEPTS: Concept[] = [
  {
    id: "geometric-optics.refraction",
    subtopic: "geometric-optics",
    title: "Refraction: how light bends",
    keywords: [
      "straw looks bent",
      "bent straw",
      "apparent depth",
      "refraction",
      "snell's law",
      "refractive index",
      "index of refraction",
      "bending light",
    ],
    keyIdeas: [
      "Light slows down in transparent materials; the refractive index is $n = c/v$ (water about $1.33$, glass about $1.5$).",
      "At a boundary light bends according to Snell's law, $n_1\\sin\\theta_1 = n_2\\sin\\theta_2$: toward the normal when it slows down, away from it when it speeds up.",
      "Going from a higher to a lower index, beyond the critical angle ($\\sin\\theta_c = n_2/n_1$) all the light is reflected: total internal reflection.",
    ],
    intuition:
      "Picture a marching band crossing at an angle from pavement onto mud: the side that reaches the mud first slows first, so the whole line swings round and changes direction.",
    questions: [
      {
        prompt: "How fast does light travel in glass with $n = 1.5$?",
        check: numeric(2e8, "m/s"),
        answer: "$v = c/n = 3.0 \\times 10^8 / 1.5 = 2.0 \\times 10^8\\ \\mathrm{m/s}$.",
        followUp: "Right: $2.0 \\times 10^8\\ \\mathrm{m/s}$, two thirds of its speed in vacuum.",
        hint: "Use $n = c/v$.",
      },
      {
        prompt:
          "Light passes at an angle from air into water. Does it bend toward the normal or away from it?",
        check: allOf(["toward", "towards"]),
        answer: "Toward the normal, because it slows down in water.",
        followUp: "Correct: it slows down, so it bends toward the normal.",
        hint: "Does light speed up or slow down entering water?",
      },
      {
        prompt: "What is the critical angle for light travelling from glass ($n = 1.50$) into air?",
        check: numeric(41.8, "deg", 0.02),
        answer: "$\\sin\\theta_c = 1/1.50$, so $\\theta_c \\approx 41.8^\\circ$.",
        followUp: "Right: about $42^\\circ$. Beyond it, none of the light escapes into the air.",
        hint: "Use $\\sin\\theta_c = n_2/n_1$.",
      },
    ],
    misconceptions: [
      {
        id: "pool-looks-true-depth",
        belief: "Water does not change how deep things look.",
        diagnostic: {
          prompt:
            "Looking straight down into a swimming pool, does the bottom look deeper than it is, shallower, or at its true depth?",
          check: allOf(["shallower", "less deep", "closer", "nearer", "raised", "higher"]),
        },
        pattern: [["deeper", "true", "actual", "same"]],
        correction:
          "Refraction at the surface bends the rays from the bottom away from the normal, so they seem to come from a shallower point: a pool looks about three quarters of its real depth.",
      },
    ],
    realWorld: [
      "Optical fibres guide light for kilometres by total internal reflection, carrying most of the world's internet traffic.",
      "Diamonds sparkle because their high index ($2.42$) gives a small critical angle, trapping light inside until it escapes through the top.",
    ],
    challenge: {
      prompt:
        "Light strikes a water surface ($n = 1.33$) from air at $45^\\circ$ to the normal. What is the angle of refraction?",
      check: numeric(32.1, "deg", 0.02),
      answer: "$\\sin\\theta_2 = \\sin 45^\\circ / 1.33 \\approx 0.532$, so $\\theta_2 \\approx 32^\\circ$.",
      followUp: "Correct: about $32^\\circ$.",
      hint: "Use Snell's law with $n_1 = 1.00$.",
    },
  },
  {
    id: "geometric-optics.lenses",
    subtopic: "geometric-optics",
    title: "Lenses and images",
    keywords: [
      "lens",
      "lenses",
      "converging lens",
      "diverging lens",
      "focal length",
      "thin lens equation",
      "image",
      "magnification",
      "magnifying glass",
      "real image",
      "virtual image",
      "mirror",
    ],
    keyIdeas: [
      "A converging (convex) lens brings parallel rays to a focus at its focal point; a diverging (concave) lens spreads them as if they came from a focal point in front of it.",
      "The thin-lens equation $\\frac1f = \\frac1{d_o} + \\frac1{d_i}$ links object and image distances; the magnification is $m = -d_i/d_o$.",
      "An object beyond the focal point of a converging lens gives a real, inverted image; an object inside the focal point gives a virtual, upright, enlarged image, as in a magnifying glass.",
    ],
    intuition:
      "A convex lens is thicker in the middle, so rays passing near its edges are bent more strongly toward the centre: all the rays from one point of an object are steered to meet again at one point of the image.",
    questions: [
      {
        prompt:
          "An object stands $30\\ \\mathrm{cm}$ from a converging lens of focal length $10\\ \\mathrm{cm}$. How far from the lens is the image?",
        check: numeric(15, "cm"),
        answer: "$1/d_i = 1/10 - 1/30 = 1/15$, so $d_i = 15\\ \\mathrm{cm}$ on the far side.",
        followUp: "Right: $15\\ \\mathrm{cm}$, a real image on the other side of the lens.",
        hint: "Rearrange $1/f = 1/d_o + 1/d_i$ for $d_i$.",
      },
      {
        prompt: "What is the magnification of that image, and is it upright or inverted?",
        check: allOf(["0.5", "half", "1/2"], ["invert", "upside"]),
        answer: "$m = -15/30 = -0.5$: half size and inverted.",
        followUp: "Correct: half size, and the minus sign means inverted.",
        hint: "Use $m = -d_i/d_o$; what does a negative sign mean?",
      },
      {
        prompt:
          "Where must you hold an object relative to a magnifying glass to see an enlarged, upright image?",
        check: allOf(["inside", "within", "closer than", "less than", "nearer than", "between"]),
        answer: "Inside the focal length, closer to the lens than its focal point.",
        followUp:
          "Exactly: inside the focal point the rays never meet, and your eye sees a virtual, upright, magnified image.",
        hint: "Compare the object's distance with the focal length.",
      },
    ],
    misconceptions: [
      {
        id: "half-lens-half-image",
        belief: "Covering half a lens removes half of the image.",
        diagnostic: {
          prompt:
            "A lens projects a sharp image of a candle onto a screen. You cover the top half of the lens. What happens to the image?",
          check: allOf(["dimmer", "fainter", "darker", "less bright", "whole", "complete", "still"]),
        },
        pattern: [["half", "disappear", "missing", "cut"]],
        correction:
          "Every part of the lens receives light from every point of the candle, so the uncovered half still forms the whole image, just dimmer.",
      },
    ],
    realWorld: [
      "The lens of your eye forms a real, inverted image on the retina, and your brain turns it the right way up.",
      "Short-sighted people wear diverging lenses; long-sighted people wear converging ones.",
    ],
    challenge: {
      prompt:
        "A projector lens with focal length $10\\ \\mathrm{cm}$ must form an image on a screen $5.0\\ \\mathrm{m}$ away. How far from the lens must the slide be?",
      check: numeric(10.2, "cm", 0.01),
      answer: "$1/d_o = 1/10 - 1/500$, so $d_o \\approx 10.2\\ \\mathrm{cm}$, just beyond the focal point.",
      followUp: "Correct: about $10.2\\ \\mathrm{cm}$, giving a magnification of about $49$.",
      hint: "Use the thin-lens equation with $d_i = 500\\ \\mathrm{cm}$.",
    },
  },
  {
    id: "wave-optics.light-as-a-wave",
    subtopic: "wave-optics",
    title: "Light as an electromagnetic wave",
    keywords: [
      "light wave",
      "electromagnetic wave",
      "electromagnetic spectrum",
      "wavelength of light",
      "frequency of light",
      "speed of light in a medium",
      "visible light",
      "colour",
      "color",
    ],
    keyIdeas: [
      "Light is an electromagnetic wave, oscillating electric and magnetic fields that travel at $c = 3.00 \\times 10^8\\ \\mathrm{m/s}$ in vacuum, with $c = f\\lambda$.",
      "Visible light spans about $400\\ \\mathrm{nm}$ (violet) to $700\\ \\mathrm{nm}$ (red); radio, microwaves, infrared, ultraviolet, X-rays and gamma rays are the same kind of wave at other wavelengths.",
      "In a medium of index $n$ light keeps its frequency but slows to $c/n$, so its wavelength shrinks to $\\lambda/n$.",
    ],
    calculusIdea:
      "Maxwell's equations lead to the wave equation $\\frac{\\partial^2 E}{\\partial x^2} = \\mu_0\\varepsilon_0 \\frac{\\partial^2 E}{\\partial t^2}$, predicting waves at $c = 1/\\sqrt{\\mu_0 \\varepsilon_0}$.",
    intuition:
      "Colour is set by frequency, like the pitch of a note. A note played into water keeps its pitch, and so does light: what changes is its speed and how closely its crests are packed.",
    questions: [
      {
        prompt: "What is the frequency of green light with a wavelength of $500\\ \\mathrm{nm}$?",
        check: numeric(6e14, "Hz"),
        answer:
          "$f = c/\\lambda = 3.0 \\times 10^8 / 500 \\times 10^{-9} = 6.0 \\times 10^{14}\\ \\mathrm{Hz}$.",
        followUp:
          "Right: $6.0 \\times 10^{14}\\ \\mathrm{Hz}$, six hundred trillion oscillations per second.",
        hint: "Use $c = f\\lambda$ with the wavelength in metres.",
      },
      {
        prompt: "That light enters glass with $n = 1.5$. What is its wavelength inside the glass?",
        check: numeric(333, "nm", 0.02),
        answer: "$\\lambda/n = 500/1.5 \\approx 333\\ \\mathrm{nm}$.",
        followUp: "Correct: about $333\\ \\mathrm{nm}$; the wave slows down and its crests bunch up.",
        hint: "Frequency stays fixed and the speed drops to $c/n$.",
      },
      {
        prompt: "Does the light's frequency, and so its colour, change when it enters the glass?",
        check: allOf([...NEGATIVE_PHRASES, ...UNCHANGED_PHRASES]),
        answer: "No: the frequency stays the same; only the speed and wavelength change.",
        followUp: "Exactly: the frequency is set by the source and stays fixed.",
        hint: "Could the crests arrive at the boundary at a different rate than they leave it?",
      },
    ],
    misconceptions: [
      {
        id: "radio-and-light-different",
        belief: "Radio waves, X-rays and light are completely different things.",
        diagnostic: {
          prompt:
            "In vacuum, do radio waves travel faster than, slower than, or at the same speed as visible light?",
          check: allOf(["same", "equal", "speed of light", "both"]),
        },
        pattern: [["faster", "slower"]],
        correction:
          "They are all electromagnetic waves and all travel at $c$ in vacuum. Only the wavelength differs, from kilometres for radio to picometres for gamma rays.",
      },
    ],
    realWorld: [
      "Microwave ovens use waves about $12\\ \\mathrm{cm}$ long; the mesh in the door has holes far smaller than that, so microwaves stay in while light gets out.",
      "Radio telescopes and ordinary telescopes observe the same kind of wave; dishes are just sized for much longer wavelengths.",
    ],
    challenge: {
      prompt: "A radio station broadcasts at $100\\ \\mathrm{MHz}$. What is the wavelength of its waves?",
      check: numeric(3, "m"),
      answer: "$\\lambda = c/f = 3.0 \\times 10^8 / 1.0 \\times 10^8 = 3.0\\ \\mathrm{m}$.",
      followUp: "Correct: $3.0\\ \\mathrm{m}$, which is why FM aerials are about a metre long.",
      hint: "Use $\\lambda = c/f$ with $f$ in hertz.",
    },
  },
  {
    id: "wave-optics.dispersion",
    subtopic: "wave-optics",
    title: "Dispersion and the colours of white light",
    keywords: [
      "dispersion",
      "prism",
      "rainbow",
      "spectrum of white light",
      "colours",
      "white light",
      "chromatic aberration",
    ],
    keyIdeas: [
      "The refractive index of glass or water depends slightly on wavelength: violet light is slowed and bent more than red.",
      "This spreading of colours is dispersion; a prism uses it to split white light into a spectrum.",
      "Rainbows come from dispersion and reflection inside raindrops: red appears about $42^\\circ$ from the point opposite the Sun, violet about $40^\\circ$.",
    ],
    intuition:
      "White light is a crowd of colours walking together. At the glass boundary each colour turns by a slightly different amount, so the crowd fans out into a spectrum.",
    questions: [
      {
        prompt: "In a glass prism, which colour is bent most: red or violet?",
        check: allOf(["violet", "blue"]),
        answer: "Violet: glass has a slightly higher index for violet light.",
        followUp: "Right: violet bends most, red least.",
        hint: "Which colour does glass slow down more?",
      },
      {
        prompt: "Inside glass, which travels faster: red light or violet light?",
        check: allOf(["red"]),
        answer: "Red: its index is lower, so $v = c/n$ is higher.",
        followUp: "Correct: red travels a little faster in glass, which is why it bends less.",
        hint: "A lower index means a higher speed, $v = c/n$.",
      },
      {
        prompt: "Why can you only see a rainbow with the Sun behind you?",
        check: allOf(["reflect", "back", "behind", "opposite"]),
        answer:
          "Raindrops send the coloured light back roughly toward the Sun, by reflection inside the drops.",
        followUp:
          "Exactly: the light is reflected inside each drop and comes back at about $40$ to $42^\\circ$ from the antisolar point.",
        hint: "What happens to the light inside a raindrop before it leaves?",
      },
    ],
    misconceptions: [
      {
        id: "prism-adds-colour",
        belief: "A prism adds colours to white light.",
        diagnostic: {
          prompt: "Does a prism create the colours, or are they already present in the white light?",
          check: allOf(["already", "present", "contain", "separat", "split", "mixture"]),
        },
        pattern: [["creat", "adds", "add", "makes", "produces", "dye"]],
        correction:
          "The colours are already in white light, which is a mixture of wavelengths. The prism separates them because each bends by a different amount; a second, reversed prism can recombine them into white.",
      },
    ],
    realWorld: [
      "Camera lenses pair glasses of different dispersion to cancel coloured fringes (achromatic lenses).",
      "Fibre-optic links must limit dispersion so that light pulses of slightly different wavelengths do not spread out and blur over long distances.",
    ],
    challenge: {
      prompt:
        "Glass has $n = 1.51$ for red light and $n = 1.53$ for violet. White light enters from air at $60^\\circ$ to the normal. What is the angle between the refracted red and violet rays, in degrees?",
      check: numeric(0.52, "deg", 0.1),
      answer: "Red refracts to $35.0^\\circ$ and violet to $34.5^\\circ$: about $0.5^\\circ$ apart.",
      followUp:
        "Correct: about half a degree, small but enough to spread a visible spectrum over a metre or so.",
      hint: "Apply Snell's law twice, once for each index.",
    },
  },
  {
    id: "interference.double-slit",
    subtopic: "interference",
    title: "Two-source interference (Young's double slit)",
    keywords: [
      "interference",
      "double slit",
      "young's experiment",
      "fringes",
      "constructive interference",
      "destructive interference",
      "path difference",
      "superposition",
    ],
    keyIdeas: [
      "Overlapping waves add: crest on crest gives constructive interference, crest on trough gives destructive interference.",
      "Two slits give bright fringes where the path difference is a whole number of wavelengths, $d\\sin\\theta = m\\lambda$, with dark fringes half-way between.",
      "For small angles the fringe spacing on a screen at distance $L$ is $\\Delta y = \\lambda L/d$.",
    ],
    intuition:
      "Drop two stones in a pond: where the ripples meet crest to crest the water heaves higher, and where they meet crest to trough it stays flat. Light from two slits does the same, painting stripes of bright and dark.",
    questions: [
      {
        prompt:
          "At a dark fringe, what is the smallest path difference between the waves from the two slits?",
        check: allOf(["half", "1/2", "0.5"]),
        answer: "Half a wavelength: the waves arrive crest against trough.",
        followUp: "Right: half a wavelength (or $1.5\\lambda$, $2.5\\lambda$, ...), so the waves cancel.",
        hint: "For cancellation, a crest must meet a trough.",
      },
      {
        prompt:
          "Light of $600\\ \\mathrm{nm}$ passes through slits $0.20\\ \\mathrm{mm}$ apart onto a screen $2.0\\ \\mathrm{m}$ away. What is the fringe spacing?",
        check: numeric(0.006, "m"),
        answer:
          "$\\Delta y = \\lambda L/d = 600 \\times 10^{-9} \\times 2.0 / 0.20 \\times 10^{-3} = 6.0\\ \\mathrm{mm}$.",
        followUp: "Correct: $6.0\\ \\mathrm{mm}$.",
        hint: "Use $\\Delta y = \\lambda L/d$ in metres.",
      },
      {
        prompt: "If the slits are moved closer together, what happens to the fringe spacing?",
        check: allOf(["increase", "wider", "larger", "bigger", "further apart", "farther apart", "spread"]),
        answer: "It increases: $\\Delta y \\propto 1/d$.",
        followUp: "Right: smaller $d$, wider fringes.",
        hint: "Look at where $d$ appears in $\\Delta y = \\lambda L/d$.",
      },
    ],
    misconceptions: [
      {
        id: "dark-fringes-destroy-energy",
        belief: "At dark fringes the light's energy is destroyed.",
        diagnostic: {
          prompt: "At the dark fringes of an interference pattern, has the light's energy been destroyed?",
          check: allOf([...NEGATIVE_PHRASES, "redistribut", "bright", "moved"]),
        },
        pattern: [["yes", "destroyed", "lost", "cancel"]],
        correction:
          "No energy is destroyed: it is redistributed. The bright fringes are brighter than the two beams would be without interference by exactly the amount missing from the dark ones.",
      },
    ],
    realWorld: [
      "Noise-cancelling headphones play a sound wave that interferes destructively with the incoming noise.",
      "Holograms record the interference pattern between light from an object and a reference beam.",
    ],
    challenge: {
      prompt:
        "In a double-slit experiment with slits $0.10\\ \\mathrm{mm}$ apart, the third bright fringe ($m = 3$) appears at $0.90^\\circ$. What is the wavelength?",
      check: numeric(524, "nm", 0.02),
      answer:
        "$\\lambda = d\\sin\\theta/3 = 1.0 \\times 10^{-4} \\times \\sin 0.90^\\circ / 3 \\approx 524\\ \\mathrm{nm}$.",
      followUp: "Correct: about $524\\ \\mathrm{nm}$, green light.",
      hint: "Use $d\\sin\\theta = m\\lambda$ with $m = 3$.",
    },
  },
  {
    id: "interference.thin-films",
    subtopic: "interference",
    title: "Thin-film interference",
    keywords: [
      "thin film",
      "soap bubble",
      "oil slick",
      "anti-reflection coating",
      "iridescence",
      "phase change on reflection",
      "colours in bubbles",
    ],
    keyIdeas: [
      "Light reflected from the top and bottom surfaces of a thin film interferes; the result depends on the film's thickness, its refractive index and the wavelength.",
      "Reflection off a medium of higher index adds a half-wavelength phase shift; reflection off a lower index adds none.",
      "For a film with one such shift (a soap film in air), reflection is strongest when $2nt = (m + \\tfrac12)\\lambda$. Anti-reflection coatings use $t = \\lambda/(4n)$ so that the two reflections cancel.",
    ],
    intuition:
      "A soap film is a two-layer mirror. Each colour reflects from both layers; where the extra trip through the film makes a colour's two echoes line up, that colour shines, and where they clash it vanishes. Changing thickness paints changing colours.",
    questions: [
      {
        prompt: "Why do soap bubbles show swirling colours?",
        check: allOf(["interfer", "thickness", "two surfaces", "both surfaces"]),
        answer:
          "Light reflected from the two surfaces of the film interferes; different thicknesses reinforce different colours.",
        followUp:
          "Exactly: interference between the two reflections, and the film's varying thickness picks out different colours.",
        hint: "The film has two surfaces. What happens to the two reflected waves?",
      },
      {
        prompt:
          "What thickness of coating with $n = 1.38$ cancels the reflection of $550\\ \\mathrm{nm}$ light on a lens?",
        check: numeric(99.6, "nm", 0.03),
        answer: "$t = \\lambda/(4n) = 550/(4 \\times 1.38) \\approx 100\\ \\mathrm{nm}$.",
        followUp: "Correct: about $100\\ \\mathrm{nm}$, a quarter wavelength inside the coating.",
        hint: "Both reflections get a half-wave shift here, so the round trip $2t$ must add half a wavelength in the coating.",
      },
      {
        prompt: "Just before a soap film bursts, its top looks black in reflected light. Why?",
        check: allOf(["thin", "destructive", "cancel", "half", "phase"]),
        answer:
          "The film is so thin that the path difference is negligible, and the half-wave shift at the top surface makes the two reflections cancel.",
        followUp:
          "Right: with almost no path difference, the half-wave shift alone makes the reflections cancel for every colour.",
        hint: "Think about what is left of the path difference when the film is much thinner than a wavelength.",
      },
    ],
    misconceptions: [
      {
        id: "film-colours-are-pigment",
        belief: "The colours of oil slicks and bubbles come from pigments.",
        diagnostic: {
          prompt: "Are the colours of an oil slick on a wet road caused by coloured pigments in the oil?",
          check: allOf([...NEGATIVE_PHRASES, "interfer", "thickness"]),
        },
        pattern: [["yes", "pigment", "dye", "colored oil", "coloured oil"]],
        correction:
          "The oil is nearly colourless. The colours are structural: light reflected from the top and bottom of the thin oil layer interferes, and the colour depends on the local thickness.",
      },
    ],
    realWorld: [
      "Camera lenses and spectacles carry anti-reflection coatings that cut glare by making reflections cancel.",
      "The shimmering blue of some butterfly wings and beetle shells is thin-film interference in layered structures, not pigment.",
    ],
    challenge: {
      prompt:
        "A soap film ($n = 1.33$) in air reflects bright green light ($532\\ \\mathrm{nm}$) most strongly at its thinnest possible thickness. How thick is the film?",
      check: numeric(100, "nm", 0.03),
      answer:
        "With one half-wave shift, $2nt = \\lambda/2$, so $t = \\lambda/(4n) = 532/5.32 = 100\\ \\mathrm{nm}$.",
      followUp: "Correct: $100\\ \\mathrm{nm}$, about a thousandth of a hair's width.",
      hint: "With one phase shift, the first bright reflection needs $2nt = \\lambda/2$.",
    },
  },
  {
    id: "diffraction.single-slit",
    subtopic: "diffraction",
    title: "Diffraction through a slit and resolution",
    keywords: [
      "diffraction",
      "single slit",
      "spreading of waves",
      "bending around obstacles",
      "resolution",
      "rayleigh criterion",
      "aperture",
      "diffraction limit",
    ],
    keyIdeas: [
      "Waves spread out (diffract) when they pass through an opening or around an obstacle comparable in size to their wavelength.",
      "A single slit of width $a$ gives a central bright band with the first dark fringes at $a\\sin\\theta = \\lambda$: the narrower the slit, the wider the spread.",
      "Diffraction limits the sharpness of every image: a circular aperture of diameter $D$ resolves angles down to about $1.22\\lambda/D$.",
    ],
    intuition:
      "Sound bends easily around doorways because its wavelength is about a metre; light, with a wavelength under a micrometre, only spreads noticeably through very narrow gaps.",
    questions: [
      {
        prompt: "Why can you hear someone talking around a corner but not see them?",
        check: allOf(["wavelength"]),
        answer:
          "Sound's wavelength (around a metre) is comparable to the doorway, so it diffracts strongly; light's wavelength is far too small.",
        followUp: "Right: diffraction is strong only when the gap is comparable to the wavelength.",
        hint: "Compare the wavelengths of sound and light with the size of a doorway.",
      },
      {
        prompt: "If a single slit is made narrower, does the central bright band get wider or narrower?",
        check: allOf(["wider", "broader", "spreads more", "larger", "bigger"]),
        answer: "Wider: $\\sin\\theta = \\lambda/a$ grows as $a$ shrinks.",
        followUp: "Correct: squeeze the slit and the light spreads more.",
        hint: "Look at $a\\sin\\theta = \\lambda$ for the first dark fringe.",
      },
      {
        prompt:
          "Light of $500\\ \\mathrm{nm}$ passes through a slit $0.10\\ \\mathrm{mm}$ wide. At what angle is the first dark fringe?",
        check: numeric(0.286, "deg", 0.03),
        answer: "$\\sin\\theta = \\lambda/a = 5.0 \\times 10^{-3}$, so $\\theta \\approx 0.29^\\circ$.",
        followUp: "Correct: about $0.29^\\circ$ (or $5.0\\ \\mathrm{mrad}$).",
        hint: "Use $a\\sin\\theta = \\lambda$ with both lengths in metres.",
      },
    ],
    misconceptions: [
      {
        id: "narrower-hole-narrower-beam",
        belief: "Passing light through a smaller hole always makes a narrower beam.",
        diagnostic: {
          prompt:
            "To make a laser beam spread less over a long distance, should you pass it through a much narrower hole?",
          check: allOf([...NEGATIVE_PHRASES, "wider", "larger", "bigger"]),
        },
        pattern: [["yes", "narrower", "smaller"]],
        correction:
          "Below a certain size, a narrower hole makes the beam spread more, because diffraction grows as $\\lambda/a$. To reduce spreading, widen the beam, as telescopes and beam expanders do.",
      },
    ],
    realWorld: [
      "Telescopes have large mirrors partly to beat diffraction: doubling the diameter halves the smallest angle they can resolve.",
      "Ocean waves diffract through a harbour entrance and spread out inside the harbour.",
    ],
    challenge: {
      prompt:
        "Estimate the smallest angle, in radians, that a telescope with a $0.10\\ \\mathrm{m}$ aperture can resolve at $550\\ \\mathrm{nm}$.",
      check: numeric(6.7e-6, "rad", 0.03),
      answer:
        "$\\theta \\approx 1.22\\lambda/D = 1.22 \\times 550 \\times 10^{-9}/0.10 \\approx 6.7 \\times 10^{-6}\\ \\mathrm{rad}$.",
      followUp: "Correct: about $6.7\\ \\mu\\mathrm{rad}$, about $1.4$ arcseconds.",
      hint: "Use the Rayleigh criterion $\\theta \\approx 1.22\\lambda/D$.",
    },
  },
  {
    id: "diffraction.gratings",
    subtopic: "diffraction",
    title: "Diffraction gratings and spectra",
    keywords: [
      "diffraction grating",
      "grating",
      "lines per mm",
      "spectrometer",
      "orders",
      "cd rainbow",
      "spectral lines",
    ],
    keyIdeas: [
      "A diffraction grating has thousands of evenly spaced slits; bright maxima appear only where $d\\sin\\theta = m\\lambda$, and they are very sharp.",
      "Because the angle depends on wavelength, a grating spreads light into a spectrum, with red diffracted more than violet (the reverse of a prism).",
      "With $N$ lines per metre, the slit spacing is $d = 1/N$.",
    ],
    intuition:
      "Each slit sends out its own wavelet. With thousands of slits, the wavelets agree only at very precise angles, so the bright lines become razor sharp, like a huge choir that is loud only when everyone is exactly in step.",
    questions: [
      {
        prompt: "A grating has $500$ lines per millimetre. What is the slit spacing?",
        check: numeric(2e-6, "m"),
        answer: "$d = 1\\ \\mathrm{mm}/500 = 2.0 \\times 10^{-6}\\ \\mathrm{m}$.",
        followUp: "Right: $2.0\\ \\mu\\mathrm{m}$.",
        hint: "The spacing is one millimetre divided by the number of lines.",
      },
      {
        prompt:
          "Light of $600\\ \\mathrm{nm}$ falls on that grating. At what angle is the first-order maximum?",
        check: numeric(17.5, "deg", 0.02),
        answer: "$\\sin\\theta = \\lambda/d = 0.30$, so $\\theta \\approx 17.5^\\circ$.",
        followUp: "Correct: about $17.5^\\circ$.",
        hint: "Use $d\\sin\\theta = m\\lambda$ with $m = 1$.",
      },
      {
        prompt: "In a grating's first-order spectrum, which colour appears at the larger angle: red or blue?",
        check: allOf(["red"]),
        answer: "Red: its longer wavelength needs a larger angle.",
        followUp: "Right: red, the reverse of a prism, which bends blue most.",
        hint: "Which has the longer wavelength, and how does $\\theta$ depend on $\\lambda$?",
      },
    ],
    misconceptions: [
      {
        id: "more-slits-broader-lines",
        belief: "Illuminating more slits of a grating makes its bright lines broader.",
        diagnostic: {
          prompt:
            "If many more lines of a grating (with the same spacing) are illuminated, do its bright maxima become sharper or broader?",
          check: allOf(["sharper", "narrower", "thinner", "finer"]),
        },
        pattern: [["broad", "wider", "blurr", "spread"]],
        correction:
          "The positions stay the same, but the maxima become sharper: with more slits, a slight change of angle already puts the wavelets out of step. That is why gratings with many lines separate close wavelengths.",
      },
    ],
    realWorld: [
      "The rainbow sheen on a CD or DVD comes from its closely spaced tracks acting as a reflection grating.",
      "Spectrometers use gratings to measure wavelengths precisely, identifying chemicals and the motions of stars.",
    ],
    challenge: {
      prompt:
        "For a grating with $d = 2.0\\ \\mu\\mathrm{m}$ and light of $600\\ \\mathrm{nm}$, what is the highest order of maximum that can appear?",
      check: allOf(["3", "three", "third"]),
      answer: "$m \\le d/\\lambda = 3.3$, so the highest order is $m = 3$.",
      followUp: "Correct: third order, since $\\sin\\theta$ cannot exceed 1.",
      hint: "$\\sin\\theta$ cannot be larger than 1 in $d\\sin\\theta = m\\lambda$.",
    },
  },
  {
    id: "polarization.polarizers",
    subtopic: "polarization",
    title: "Polarizers and Malus's law",
    keywords: [
      "polarization",
      "polarisation",
      "polarizer",
      "polariser",
      "malus's law",
      "crossed polarizers",
      "transverse wave",
      "lcd",
    ],
    keyIdeas: [
      "Light is a transverse wave, so its electric field can oscillate in one particular direction: its polarization.",
      "A polarizer transmits only the component along its axis; unpolarized light loses half its intensity in the first polarizer.",
      "Polarized light meeting a polarizer at angle $\\theta$ follows Malus's law, $I = I_0\\cos^2\\theta$; crossed polarizers at $90^\\circ$ block it completely.",
    ],
    intuition:
      "Shake a rope through a picket fence: shaken up and down, the wave slips between the pickets; shaken sideways, the fence stops it.",
    questions: [
      {
        prompt:
          "Unpolarized light of intensity $I_0$ passes through one ideal polarizer. What intensity comes out?",
        check: allOf(["half", "1/2", "0.5", "50"]),
        answer: "$I_0/2$: on average half of the randomly oriented light lines up with the axis.",
        followUp: "Right: $I_0/2$, whichever way the polarizer is turned.",
        hint: "Unpolarized light has all directions of vibration equally. What is the average of $\\cos^2\\theta$?",
      },
      {
        prompt:
          "Polarized light meets a polarizer whose axis is at $60^\\circ$ to its polarization. What fraction of the intensity gets through?",
        check: allOf(["1/4", "quarter", "0.25", "25"]),
        answer: "$\\cos^2 60^\\circ = 0.25$: a quarter.",
        followUp: "Correct: a quarter, by Malus's law.",
        hint: "Use $I = I_0\\cos^2\\theta$.",
      },
      {
        prompt: "Two polarizers are crossed at $90^\\circ$. How much light gets through the pair?",
        check: allOf(["none", "zero", "0", "nothing", "no light", "blocked", "dark"]),
        answer: "None: $\\cos^2 90^\\circ = 0$.",
        followUp: "Exactly: crossed polarizers block all the light.",
        hint: "What is $\\cos 90^\\circ$?",
      },
    ],
    misconceptions: [
      {
        id: "extra-polarizer-blocks-more",
        belief: "Adding a polarizer can only block more light.",
        diagnostic: {
          prompt:
            "Two crossed polarizers block all light. You slide a third polarizer at $45^\\circ$ between them. What happens?",
          check: allOf([
            "some",
            "gets through",
            "passes",
            "brighter",
            "increase",
            "let through",
            "eighth",
            "1/8",
          ]),
        },
        pattern: [["nothing", "none", "still dark", "still blocked", "no light", "dark"]],
        correction:
          "Light now gets through: an eighth of the unpolarized intensity. The middle polarizer turns the polarization halfway, so each polarizer sees only a $45^\\circ$ step, and $\\cos^2 45^\\circ = \\tfrac12$ each time.",
      },
    ],
    realWorld: [
      "LCD screens sandwich liquid crystals between crossed polarizers; a voltage twists the polarization to switch each pixel.",
      "Engineers view clear plastic models between crossed polarizers to see stress patterns as coloured fringes.",
    ],
    challenge: {
      prompt:
        "Unpolarized light of intensity $I_0$ passes through three polarizers with axes at $0^\\circ$, $45^\\circ$ and $90^\\circ$. What fraction of $I_0$ emerges?",
      check: allOf(["1/8", "eighth", "0.125", "12.5"]),
      answer:
        "$\\tfrac12 \\times \\cos^2 45^\\circ \\times \\cos^2 45^\\circ = \\tfrac18$: one eighth of $I_0$.",
      followUp: "Correct: one eighth. Remove the middle polarizer and it drops to zero.",
      hint: "Half through the first, then Malus's law at each $45^\\circ$ step.",
    },
  },
  {
    id: "polarization.reflection-and-scattering",
    subtopic: "polarization",
    title: "Polarization by reflection and scattering",
    keywords: [
      "brewster angle",
      "brewster's angle",
      "glare",
      "polarized sunglasses",
      "polarization by reflection",
      "sky polarization",
      "polarizing filter",
    ],
    keyIdeas: [
      "Light reflected from water, glass or a road is partly polarized, mostly horizontally; at Brewster's angle, $\\tan\\theta_B = n_2/n_1$, the reflected light is completely polarized.",
      "Polarized sunglasses have vertical transmission axes, so they block the horizontally polarized glare.",
      "Skylight is partly polarized by scattering, most strongly at $90^\\circ$ from the Sun.",
    ],
    intuition:
      "A surface reflects best the part of the light that vibrates parallel to it, like a stone that skips when thrown flat. So glare off a lake vibrates mostly horizontally, and a vertical 'fence' in sunglasses blocks it.",
    questions: [
      {
        prompt:
          "In which direction is glare reflected from a lake mostly polarized: horizontally or vertically?",
        check: allOf(["horizontal"]),
        answer: "Horizontally, parallel to the water's surface.",
        followUp: "Right: horizontally, which is why polarized sunglasses transmit vertical vibrations.",
        hint: "Reflection favours vibrations parallel to the surface.",
      },
      {
        prompt: "What is Brewster's angle for light reflecting off water ($n = 1.33$) from air?",
        check: numeric(53.1, "deg", 0.02),
        answer: "$\\tan\\theta_B = 1.33$, so $\\theta_B \\approx 53^\\circ$.",
        followUp: "Correct: about $53^\\circ$ from the normal.",
        hint: "Use $\\tan\\theta_B = n_2/n_1$.",
      },
      {
        prompt: "How could you test whether a pair of sunglasses is polarized?",
        check: allOf(["rotat", "tilt", "turn", "another pair", "second pair", "screen", "lcd", "glare"]),
        answer:
          "Look at glare or a phone screen through them and rotate them: if the brightness changes strongly with angle, they are polarized.",
        followUp: "Yes: rotating a polarizer against polarized light makes the brightness rise and fall.",
        hint: "You need a source of polarized light, and you need to change the angle.",
      },
    ],
    misconceptions: [
      {
        id: "polarized-means-darker",
        belief: "Polarized sunglasses cut glare simply by being darker.",
        diagnostic: {
          prompt: "Do polarized sunglasses reduce glare just by being more darkly tinted?",
          check: allOf([...NEGATIVE_PHRASES, "horizontal", "polariz", "polaris"]),
        },
        pattern: [["yes", "darker", "tint"]],
        correction:
          "Tint dims everything equally. Polarized lenses block selectively: glare is mostly horizontally polarized, and their vertical axis removes much of it while passing other light.",
      },
    ],
    realWorld: [
      "Photographers use polarizing filters to remove reflections from water and glass and to deepen blue skies.",
      "Honeybees and some birds navigate using the polarization pattern of the sky.",
    ],
    challenge: {
      prompt: "At Brewster's angle, what is the angle between the reflected ray and the refracted ray?",
      check: allOf(["90", "right angle", "perpendicular"]),
      answer: "$90^\\circ$: at Brewster's angle the reflected and refracted rays are perpendicular.",
      followUp:
        "Correct: $90^\\circ$. The electrons driven by the refracted light cannot radiate along their own vibration, so one polarization vanishes from the reflection.",
      hint: "Combine Snell's law with $\\tan\\theta_B = n_2/n_1$ and see what $\\theta_B + \\theta_2$ equals.",
    },
  },
  {
    id: "lasers.stimulated-emission",
    subtopic: "lasers",
    title: "How a laser works: stimulated emission",
    keywords: [
      "laser",
      "stimulated emission",
      "population inversion",
      "pumping",
      "optical cavity",
      "lasing",
      "how does a laser work",
    ],
    keyIdeas: [
      "In stimulated emission an incoming photon makes an excited atom emit an identical photon: same frequency, phase and direction.",
      "A laser needs a population inversion, more atoms in the upper state than the lower, so that stimulated emission beats absorption; pumping with light or current creates it.",
      "Mirrors at each end form an optical cavity that sends the photons back and forth to build up the light; one partly transparent mirror lets the beam out.",
    ],
    intuition:
      "Stimulated emission is like clapping in a crowd: one clap in rhythm prompts a neighbour to clap in exactly the same rhythm, and soon everyone claps in unison. An ordinary lamp is a crowd clapping at random.",
    questions: [
      {
        prompt:
          "How does a photon produced by stimulated emission compare with the photon that triggered it?",
        check: allOf(["identical", "same", "copy", "clone"]),
        answer: "It is identical: same frequency, phase, direction and polarization.",
        followUp: "Right: an exact copy, which is how the light is amplified coherently.",
        hint: "The name 'laser' means light amplification by stimulated emission. What would amplification need?",
      },
      {
        prompt: "Why does a laser need a population inversion?",
        check: allOf([
          "more atoms",
          "more excited",
          "stimulated emission",
          "absorb",
          "outnumber",
          "majority",
        ]),
        answer:
          "Otherwise more photons would be absorbed by atoms in the lower state than created by stimulated emission.",
        followUp:
          "Exactly: with more atoms excited than not, each photon is more likely to stimulate emission than to be absorbed.",
        hint: "A passing photon can be absorbed by a lower-state atom or stimulate an upper-state one. Which must win?",
      },
      {
        prompt: "What is the job of the two mirrors at the ends of a laser?",
        check: allOf([
          "back and forth",
          "reflect",
          "bounce",
          "amplif",
          "cavity",
          "multiple passes",
          "feedback",
        ]),
        answer:
          "They send light back and forth through the medium many times, amplifying it; one lets part of it out as the beam.",
        followUp:
          "Right: many passes mean many chances for stimulated emission, and only light along the axis keeps growing.",
        hint: "One pass through the medium amplifies the light only a little.",
      },
    ],
    misconceptions: [
      {
        id: "laser-is-powerful",
        belief: "A laser pointer is more powerful than a light bulb.",
        diagnostic: {
          prompt: "Is a typical laser pointer more powerful than a $60\\ \\mathrm{W}$ light bulb?",
          check: allOf([...NEGATIVE_PHRASES, "weaker", "less", "milliwatt", "mw"]),
        },
        pattern: [["yes", "more powerful", "stronger"]],
        correction:
          "A pointer emits only a few milliwatts. It looks intense because all its power is in one narrow, nearly parallel beam of one colour, which the eye's lens focuses to a tiny spot; that is why it is dangerous to look into.",
      },
    ],
    realWorld: [
      "Barcode scanners, fibre-optic communication and laser eye surgery all rely on the narrow single-colour beam that stimulated emission makes possible.",
      "Scientists bounce laser pulses off reflectors left on the Moon to measure its distance to within millimetres.",
    ],
    challenge: {
      prompt:
        "A laser emits $1.0\\ \\mathrm{mW}$ at $633\\ \\mathrm{nm}$. How many photons does it emit per second? ($h = 6.63 \\times 10^{-34}\\ \\mathrm{J\\,s}$, $c = 3.00 \\times 10^8\\ \\mathrm{m/s}$)",
      check: numeric(3.18e15, "", 0.03),
      answer:
        "$E = hc/\\lambda \\approx 3.14 \\times 10^{-19}\\ \\mathrm{J}$ per photon, so $N = 10^{-3}/3.14 \\times 10^{-19} \\approx 3.2 \\times 10^{15}$ per second.",
      followUp: "Correct: about $3 \\times 10^{15}$ photons every second, even from a weak pointer.",
      hint: "Find one photon's energy, $hc/\\lambda$, then divide the power by it.",
    },
  },
  {
    id: "lasers.coherence",
    subtopic: "lasers",
    title: "Properties of laser light: coherence and directionality",
    keywords: [
      "coherence",
      "coherent light",
      "monochromatic",
      "laser beam",
      "beam divergence",
      "laser properties",
      "hologram",
    ],
    keyIdeas: [
      "Laser light is monochromatic (a very narrow range of wavelengths), coherent (its waves stay in step over long distances) and highly directional (the beam spreads very little).",
      "Coherence is what makes laser light so good for interference, in holograms and in precision measurement.",
      "A beam of width $D$ still spreads by diffraction, by an angle of roughly $\\lambda/D$; even a laser beam sent to the Moon is wide when it arrives.",
    ],
    intuition:
      "Ordinary light is a crowd walking in all directions at different paces; laser light is a marching regiment: one pace (colour), one step (phase), one direction.",
    questions: [
      {
        prompt: "Name the properties that make laser light special.",
        check: someOf(
          2,
          [
            "monochromatic",
            "single colour",
            "one colour",
            "single color",
            "one color",
            "single wavelength",
            "one wavelength",
          ],
          ["coherent", "coherence", "in phase", "in step"],
          [
            "directional",
            "narrow beam",
            "parallel",
            "collimated",
            "doesn't spread",
            "does not spread",
            "focused",
          ],
        ),
        answer: "It is monochromatic, coherent and highly directional.",
        followUp: "Right: one colour, waves in step, and a beam that hardly spreads.",
        hint: "Think about its colour, how its waves line up, and how its beam behaves over a distance.",
      },
      {
        prompt: "Why is a laser, rather than a light bulb, used to make holograms?",
        check: allOf(["coheren", "in phase", "in step", "interfer"]),
        answer: "A hologram records an interference pattern, which needs coherent light that stays in step.",
        followUp: "Exactly: only coherent light forms a stable interference pattern across the whole plate.",
        hint: "A hologram is an interference pattern. What does stable interference require?",
      },
      {
        prompt:
          "A laser beam $2.0\\ \\mathrm{mm}$ wide has a wavelength of $630\\ \\mathrm{nm}$. Roughly what is its spreading angle, $\\lambda/D$, in radians?",
        check: numeric(3.15e-4, "rad", 0.05),
        answer:
          "$\\lambda/D = 630 \\times 10^{-9}/2.0 \\times 10^{-3} \\approx 3.2 \\times 10^{-4}\\ \\mathrm{rad}$.",
        followUp:
          "Correct: about $0.3\\ \\mathrm{mrad}$, so the beam grows by about $3\\ \\mathrm{cm}$ every $100\\ \\mathrm{m}$.",
        hint: "Divide the wavelength by the beam width, both in metres.",
      },
    ],
    misconceptions: [
      {
        id: "laser-never-spreads",
        belief: "A perfect laser beam never spreads.",
        diagnostic: {
          prompt: "Does a perfect laser beam stay exactly the same width forever?",
          check: allOf([...NEGATIVE_PHRASES, "spreads", "diffract"]),
        },
        pattern: [["yes", "forever", "never spread", "stays the same"]],
        correction:
          "Every beam of finite width spreads by diffraction, at an angle of about $\\lambda/D$. Lasers spread little because they are coherent, but not zero; wide beams spread least.",
      },
    ],
    realWorld: [
      "Lidar on self-driving cars and survey aircraft uses narrow pulsed laser beams to map surroundings in three dimensions.",
      "Gravitational-wave detectors such as LIGO use the coherence of laser light to measure length changes smaller than a proton.",
    ],
    challenge: {
      prompt:
        "A laser beam $1.0\\ \\mathrm{m}$ wide ($\\lambda = 532\\ \\mathrm{nm}$) is aimed at the Moon, $3.84 \\times 10^8\\ \\mathrm{m}$ away. Using a spreading angle of about $\\lambda/D$, roughly how wide is the spot on the Moon?",
      check: numeric(204, "m", 0.3),
      answer:
        "Angle $\\approx 5.3 \\times 10^{-7}\\ \\mathrm{rad}$; times $3.84 \\times 10^8\\ \\mathrm{m}$ gives about $200\\ \\mathrm{m}$.",
      followUp:
        "Right: a couple of hundred metres from diffraction alone. In practice air turbulence spreads real beams to a few kilometres.",
      hint: "Multiply the spreading angle by the distance.",
    },
  },
];
