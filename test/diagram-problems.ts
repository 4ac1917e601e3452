/**
 * One solved problem for every kind of diagram, with what its diagram must say: the title a screen
 * reader names it by, its description, and labels that carry the solution's own values. The browser
 * tests draw each at desktop and phone widths; the export test draws each into a PDF.
 */

export interface DiagramProblem {
  /** The diagram's kind; "circuit-ac" is a circuit of the alternating-current kind. */
  kind: string;
  problem: string;
  title: string;
  description: string | RegExp;
  labels: readonly string[];
}

export const DIAGRAM_PROBLEMS: readonly DiagramProblem[] = [
  {
    kind: "motion-graphs",
    problem: "A car accelerates from rest to 20 m/s in 8.0 s. How far does it travel?",
    title: "Velocity and position against time",
    description: /Velocity rises steadily from 0 m\/s to 20 m\/s .* the distance travelled, 80 m\./,
    labels: ["20 m/s", "8.0 s", "area = 80 m", "slope = 2.5 m/s²"],
  },
  {
    kind: "free-body",
    problem:
      "A 4.0 kg block slides down a 30 degree incline with coefficient of kinetic friction 0.25. What is its acceleration?",
    title: "Forces on the block",
    description:
      "Three forces on the block on an incline at 30°: weight 39 N straight down, normal force 34 N perpendicular to the incline, friction 8.5 N up the incline. Arrow lengths are in proportion to the forces. Its acceleration is 2.8 m/s² down the incline.",
    labels: [],
  },
  {
    kind: "ray-diagram",
    problem:
      "An object is placed 30 cm in front of a converging lens of focal length 10 cm. Where is the image?",
    title: "Ray diagram: converging lens",
    description: /image is real, inverted, 0\.50 times as tall as the object/,
    labels: [],
  },
  {
    kind: "circuit",
    problem:
      "A 2.0 Ω resistor is in series with a parallel combination of 3.0 Ω and 6.0 Ω resistors, across a 12 V battery. What is the current through the 3.0 Ω resistor?",
    title: "Circuit diagram",
    description:
      "A 12 V battery drives a current of 3.0 A through 2.0 Ω in series with 3.0 Ω and 6.0 Ω in parallel (equivalent resistance 4.0 Ω).",
    labels: ["12 V"],
  },
  {
    kind: "energy-bars",
    problem:
      "A 2 kg ball falls from a height of 5 m. What is its kinetic energy just before it hits the ground?",
    title: "Energy before and after",
    description: /The total, 98 J, is the same before and after\./,
    labels: [],
  },
  {
    kind: "projectile",
    problem:
      "A 0.45 kg soccer ball is kicked from level ground with a speed of 18 m/s at 35° above the horizontal. Neglecting air resistance, how far from the kick point does the ball first land?",
    title: "Path of the projectile",
    description:
      "Launched from level ground at 18 m/s, 35° above the horizontal, it rises 5.4 m to its peak halfway along and lands 31 m away after 2.1 s. The path is a parabola drawn to scale, with the same scale across and up.",
    labels: ["peak 5.4 m", "range 31 m"],
  },
  {
    kind: "standing-wave",
    problem:
      "guitar string is 65cm long between the bridge and the nut, tension 80 N, linear density 0.50 g/m. what's the fundamental frequency?",
    title: "Standing wave on the string",
    description:
      /Half a wavelength fits the length, so the wavelength is 1\.3 m; at a wave speed of 400 m\/s the frequency is 310 Hz\./,
    labels: ["N", "A"],
  },
  {
    kind: "pressure-volume",
    problem:
      "gas in a cylinder expands at constant pressure 2.0x10^5 Pa from 3.0 L to 5.0 L. work done by the gas in J?",
    title: "Pressure-volume diagram: constant pressure",
    description:
      "Pressure against volume: at a constant 2.0 × 10⁵ Pa the gas expands from 3.0 L to 5.0 L, a horizontal line. The shaded area under the path is the work the gas does, 400 J.",
    labels: ["3.0 L", "5.0 L"],
  },
  {
    kind: "circular-motion",
    problem:
      "A particle travels in a circle of radius 10 m at a constant speed of 20 m/s. What is the magnitude of the acceleration?",
    title: "Motion in a circle",
    description: /its acceleration, 40 m\/s², points to the centre/,
    labels: [],
  },
  {
    kind: "energy-levels",
    problem:
      "An electron is confined to a one-dimensional box (an infinite square well) of width 0.40 nm. When it drops from the n = 3 level to the n = 1 level it emits a photon. What is the wavelength of this photon, in nm?",
    title: "Energy levels in the box",
    description:
      /An arrow down from n = 3 to n = 1 shows the electron dropping and emitting a photon of 19 eV \(66 nm\)/,
    labels: ["photon 19 eV", "66 nm"],
  },
  {
    kind: "point-charges",
    problem: "charges +3.0 uC and -5.0 uC are 20 cm apart. how big is the force between them? (N)",
    title: "Forces between the charges",
    description: /They attract: each feels a force of 3\.4 N toward the other/,
    labels: ["3.0 μC", "-5.0 μC"],
  },
  {
    kind: "interference-pattern",
    problem:
      "Light of wavelength 500 nm falls normally on a diffraction grating with 400 lines per mm. At what angle is the second-order maximum?",
    title: "Diffraction grating",
    description: /The second bright fringe \(maximum\) is at 24° from the central axis/,
    labels: ["θ = 24°", "m = 2"],
  },
  {
    kind: "collision",
    problem:
      "A 3.0 kg cart moving at 4.0 m/s hits a 1.0 kg cart sitting still, and they stick together. What is their speed after the collision?",
    title: "Momentum before and after: the bodies stick together",
    description: /The total momentum, 12 kg·m\/s, is the same before and after\./,
    labels: ["v = 4.0 m/s", "v = 3.0 m/s"],
  },
  {
    kind: "circuit-ac",
    problem:
      "A 200 Ω resistor and a 5.0 μF capacitor are connected in series to a 120 V (rms), 60 Hz supply. What is the rms current, in A?",
    title: "Circuit diagram: an alternating source",
    description:
      /An alternating source \(120 V rms, 60 Hz\) drives a 200 Ω resistor and a 5\.0 μF capacitor in series\./,
    labels: ["200 Ω", "5.0 μF"],
  },
  {
    kind: "refraction",
    problem:
      "A ray of light in air (n = 1.00) strikes glass (n = 1.50) at an angle of incidence of 40°. What is the angle of refraction?",
    title: "Refraction at the boundary",
    description: /leaves at 25°, bending toward the normal/,
    labels: ["normal"],
  },
  {
    kind: "polarizers",
    problem:
      "Unpolarized light of intensity 60 W/m² passes through two ideal polarizers whose transmission axes are 45° apart. What intensity comes out?",
    title: "Light through the polarizing filters",
    description: /the first filter passes half, 30 W\/m²/,
    labels: ["axis 45°", "→ 15 W/m²"],
  },
  {
    kind: "thin-film",
    problem:
      "A soap film (n = 1.33) surrounded by air is lit at normal incidence by light of wavelength 532 nm. What is the minimum nonzero thickness for which the reflected light is dark (destructive interference)?",
    title: "Thin film: reflections cancel",
    description: /so the two waves cancel: a dark reflection/,
    labels: ["t = 200 nm", "2: no phase flip"],
  },
  {
    kind: "interferometer",
    problem:
      "In a Michelson interferometer lit by light of wavelength 500 nm, how far must the movable mirror move for 200 fringes to pass?",
    title: "Michelson interferometer",
    description: /200 fringes pass the detector: 2d = N λ/,
    labels: ["d = 50 μm", "N = 200 fringes pass"],
  },
  {
    kind: "travelling-wave",
    problem: "A wave on a rope has a frequency of 4.0 Hz and a wavelength of 1.5 m. How fast does it travel?",
    title: "The wave at one instant",
    description: /A wave travelling to the right at 6\.0 m\/s/,
    labels: ["λ = 1.5 m", "v = 6.0 m/s"],
  },
  {
    kind: "torque",
    problem:
      "A 200 N force is applied perpendicular to a wrench handle 0.30 m from the bolt. What torque is applied to the bolt?",
    title: "Torque about the pivot",
    description: /a torque τ = r F = 60 N·m/,
    labels: ["F = 200 N", "r = 0.30 m"],
  },
  {
    kind: "work-done",
    problem:
      "A constant 40-N force pushes a crate in the direction of the force over a distance of 3.0 m. What is the work done by the force?",
    title: "Work done by the force",
    description: /so the work done is W = F d = 120 J\./,
    labels: ["F = 40 N", "d = 3.0 m"],
  },
  {
    kind: "oscillator",
    problem:
      "A 2.0 kg mass hangs on a spring of force constant 50 N/m. What is the period of its oscillation?",
    title: "Mass on a spring",
    description: /a 2\.0 kg mass on a spring of constant 50 N\/m oscillates/,
    labels: ["k = 50 N/m", "m = 2.0 kg"],
  },
  {
    kind: "gravitation",
    problem:
      "Eros has an elliptical orbit about the Sun, with a perihelion distance of 1.13 AU and aphelion distance of 1.78 AU. What is the period of its orbit?",
    title: "Elliptical orbit around the Sun",
    description:
      /An elliptical orbit with the Sun at one focus: nearest 1\.13 AU, farthest 1\.78 AU, .*one orbit takes 5\.54 × 10⁷ s\./,
    labels: ["nearest = 1.13 AU", "farthest = 1.78 AU", "one orbit takes T = 5.54 × 10⁷ s"],
  },
  {
    kind: "rotation",
    problem:
      "A figure skater spins at 2.0 rev/s with her arms outstretched, when her moment of inertia about the spin axis is 3.6 kg·m². She pulls her arms in, reducing her moment of inertia to 1.2 kg·m². How much work does she do in pulling her arms in?",
    title: "Spinning faster as the moment of inertia shrinks",
    description:
      /and the spin from 2\.0 rev\/s to 6\.0 rev\/s: the angular momentum I ω stays the same\. The work done to pull in is 570 J/,
    labels: ["ω = 2.0 rev/s", "ω = 6.0 rev/s", "I = 1.2 kg·m²"],
  },
  {
    kind: "light-in-medium",
    problem:
      "light with frequency 5.0x10^14 Hz goes into glass with n=1.50. wavelength inside the glass in nm?",
    title: "Light in glass",
    description: /so its wavelength shrinks from 600 nm to λₙ = λ \/ n = 400 nm\./,
    labels: ["λ = 600 nm", "λn = 400 nm", "glass, n = 1.5"],
  },
  {
    kind: "fluid-column",
    problem:
      "A glass tube contains mercury. What would be the height of the column of mercury which would create pressure equal to 1.00 atm?",
    title: "A column of mercury",
    description:
      /A column of mercury \(density 13600 kg\/m³\) 0\.760 m tall presses on its base with a pressure P = ρ g h = 1\.00 atm/,
    labels: ["h = 0.760 m", "P = 1.00 atm at the bottom"],
  },
  {
    kind: "focal-points",
    problem:
      "Some telephoto cameras use a mirror rather than a lens. What radius of curvature mirror is needed to replace a 800 mm-focal length telephoto lens?",
    title: "Focal points of the concave mirror",
    description:
      /through its focal point, 800 mm away: f = R \/ 2, so its centre of curvature is R = 1\.6 m away\./,
    labels: ["f = 800 mm", "R = 1.6 m"],
  },
  {
    kind: "spring-oscillation",
    problem:
      "A 0.25-kg block on a frictionless horizontal surface is attached to a spring with k = 64 N/m. It is pulled 8.0 cm from equilibrium and released. What is its speed when it is 4.0 cm from equilibrium? Give your answer in cm/s.",
    title: "Oscillating on a spring",
    description:
      /oscillates 8\.0 cm either side of equilibrium\. At 4\.0 cm from equilibrium it moves at v = √\(k\/m \(A² − x²\)\) = 110 cm\/s\./,
    labels: ["A = 8.0 cm", "x = 4.0 cm", "v = 110 cm/s"],
  },
  {
    kind: "laser-beam",
    problem: "A 5.0 mW laser beam has a diameter of 2.0 mm. What is its intensity?",
    title: "A laser beam and its intensity",
    description:
      /over the beam's cross-section of diameter 2\.0 mm .*its intensity is I = P \/ A = 1600 W\/m²\./,
    labels: ["P = 5.0 mW", "D = 2.0 mm", "I = 1600 W/m²"],
  },
];
