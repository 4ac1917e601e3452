/**
 * Pages side by side in the library that students' questions fall between, with the words that
 * tell them apart, the way a teacher separates them: the field OF a current (a wire, a battery, a
 * switch) from permanent magnets (a bar magnet, a fridge magnet); a machine that generates (a
 * turbine, a wheel, pedalling) from changing flux in general; why both fission and fusion release
 * energy (the binding-energy curve) from what fission and fusion are (reactors, bombs, the Sun).
 * A question that uses two or more of one side's words and none of the other's is not about the
 * other side's page: that page scores less. Each side's words also count as everyday cues of its page.
 */
export interface NearNeighbours {
  pages: [string, string];
  /** For each page, the words that mark a question as about it rather than its neighbour. */
  marks: [string, string];
}

export const NEAR_NEIGHBOURS: NearNeighbours[] = [
  {
    pages: ["magnetic-fields.field-of-a-current", "magnetic-fields.magnets-and-poles"],
    marks: [
      "wire wires cable cables current electricity flows flowing battery switch switched connected coil circuit electromagnet solenoid oersted nail core",
      "bar fridge permanent filings lodestone",
    ],
  },
  {
    pages: [
      "electromagnetic-induction.generators-and-transformers",
      "electromagnetic-induction.faradays-law",
    ],
    marks: [
      "generator turbine pedal pedalling pedaling crank wheel station grid mains transformer",
      "flux emf wireless pickup microphone hob detector",
    ],
  },
  {
    pages: [
      "electromagnetic-induction.generators-and-transformers",
      "electric-potential.potential-and-voltage",
    ],
    marks: [
      "transformer transformers charger adapter mains step pylons grid",
      "battery batteries cell joule joules push",
    ],
  },
  {
    pages: ["nuclear-physics.binding-energy", "nuclear-physics.fission-and-fusion"],
    marks: [
      "both contradiction contradictory curve iron stable stability nucleon defect",
      "reactor bomb chain sun stars tokamak",
    ],
  },
  {
    pages: ["lasers.coherence", "lasers.laser-versus-bulb"],
    marks: [
      "speckle speckled grainy sparkle coherent coherence phase narrow moon",
      "bulb filament dangerous eyes",
    ],
  },
  {
    pages: ["interference.double-slit", "oscillations-waves.sound-and-doppler"],
    marks: [
      "speakers loudspeakers loud quiet cancel cancelling fringes slits scratches",
      "pitch siren ambulance echo doppler",
    ],
  },
  {
    pages: ["diffraction.single-slit", "geometric-optics.lenses"],
    marks: [
      "detail resolve resolution blur blurry zoom bigger biggest aperture flag",
      "focus focal upside spectacles glasses contact",
    ],
  },
  {
    pages: ["heat-transfer.thermal-radiation", "wave-optics.scattering-sky-colour"],
    marks: [
      "hot hotter glow glowing stove coil heated heater element blacksmith",
      "sky sunset sunsets blue clouds atmosphere",
    ],
  },
  {
    pages: ["wave-optics.colour-of-objects", "wave-optics.scattering-sky-colour"],
    marks: [
      "tomato apple leaf leaves paint shirt banana strawberry object objects",
      "sky sunset sunsets clouds atmosphere",
    ],
  },
  {
    pages: ["solid-state-physics.conductors-and-insulators", "electric-potential.birds-on-wires"],
    marks: ["superconductor superconducting zero cold helium resistance", "bird birds perch squirrel ladder"],
  },
  {
    pages: ["polarization.polarizers", "polarization.3d-glasses-and-screens"],
    marks: [
      "degrees angle crossed rotate rotated rotating turn turned malus squared transverse",
      "3d cinema movie film screen screens lcd laptop monitor dashboard phone",
    ],
  },
  {
    pages: ["nuclear-physics.half-life", "nuclear-physics.radioactive-decay"],
    marks: [
      "long until gone lasts dating carbon tracer tracers halves halving shorter",
      "alpha beta gamma unstable emits emitted paper aluminium",
    ],
  },
  {
    pages: ["ac-circuits.ac-versus-dc", "ac-circuits.rms-values"],
    marks: [
      "dc direct battery batteries inverter edison tesla wiggle win won",
      "peak peaks average rms effective root square",
    ],
  },
  {
    pages: ["electric-current.ohms-law", "electric-current.series-and-parallel"],
    marks: [
      "resistance heats uses used ohm ohms",
      "series parallel string christmas fairy branch branches broken",
    ],
  },
  {
    pages: ["heat-transfer.conduction-convection-radiation", "phase-changes.boiling-and-pressure"],
    marks: [
      "thermos flask insulation insulated insulating draught radiator convection conduction coffee tea drink drinks",
      "altitude mountain mountains boils boil boiling cooker everest bubbles",
    ],
  },
  {
    pages: ["polarization.polarizers", "polarization.reflection-and-scattering"],
    marks: ["pairs crossed turn turned rotate rotated black", "glare road reflection reflected fishing"],
  },
];
