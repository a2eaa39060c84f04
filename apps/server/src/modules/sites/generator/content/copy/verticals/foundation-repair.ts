// Foundation repair copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const foundationRepair: VerticalCopy = {
  slug: 'foundation-repair',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'Every house moves a little as the soil under it wets, dries, freezes and thaws, and most hairline cracks are harmless.',
    'Some movement is not: doors that stop latching, floors that slope, and cracks that widen or let water in point to a foundation that needs attention.',
    'Around {city}, soil type, drainage and tree roots play a big part in how foundations settle and heave.',
    'We inspect the foundation, measure floor levels, and explain which cracks are cosmetic and which are structural.',
    'Repairs range from sealing a leaking crack to installing piers that support a settling wall or slab on deeper, stable soil.',
    "For larger structural problems we recommend an independent structural engineer's opinion, and we work from that plan.",
    'Every estimate is written, including the repair method, the permit where one is required and the written warranty terms.',
  ],
  services: [
    {
      name: 'Foundation Repair',
      keyword: 'foundation repair',
      what: [
        'Foundation repair stabilizes a foundation that has settled, shifted or bowed, and often lifts it back toward its original position.',
        'Steel push piers are driven down to load-bearing soil or bedrock using the weight of the house, while helical piers are screwed into the ground and suit lighter structures.',
        'Bowing basement walls can be braced with wall anchors, carbon fiber straps or steel beams, depending on how far they have moved.',
        'The right method depends on the soil, the type of foundation and the cause of movement, such as poor drainage, expansive clay or leaking pipes.',
        'A repair that ignores the cause, such as gutters dumping water at the corners, rarely holds for long.',
      ],
      signs: [
        'Stair-step cracks in brick or block walls',
        'Doors and windows that stick or no longer latch',
        'Sloping or bouncy floors',
        'Gaps between walls and ceilings, or between trim and floors',
        'A basement wall that leans or bows inward',
        'Chimney pulling away from the house',
      ],
      steps: [
        'We inspect inside and out, photograph cracks and measure floor elevations.',
        'The likely cause, such as drainage or soil, is identified.',
        "You receive a written repair plan, and an engineer's review is recommended for major work.",
        'Permits are obtained where required, and utilities are marked before digging.',
        'Piers, anchors or braces are installed and the structure is lifted or stabilized as planned.',
        'Excavations are backfilled, and we review drainage improvements with you.',
      ],
      cost: [
        'The price depends on the repair method, the number of piers or anchors needed, and the depth to stable soil.',
        'Access matters too: work under porches, driveways or finished basements takes longer than open ground.',
        'Interior finishes such as drywall cracks and sticking doors are often repaired separately once the structure is stable.',
      ],
      timing: [
        'Many pier installations take a few days, plus permit and engineering time before work starts.',
        'Dry months make excavation easier, but a moving foundation should not wait for a particular season.',
      ],
      faqs: [
        {
          q: 'Are all foundation cracks a problem?',
          a: 'No. Thin vertical cracks from concrete shrinkage are common and usually cosmetic. Cracks that are wide, horizontal, stair-stepped or getting bigger deserve an inspection.',
        },
        {
          q: 'Should I hire a structural engineer?',
          a: 'For major movement, yes. An independent engineer can assess the cause and specify a repair, which also helps when you sell the house.',
        },
        {
          q: 'Will lifting the house crack my walls?',
          a: 'Lifting can open or close existing drywall cracks and may affect doors and windows. We lift gradually and explain what to expect.',
        },
        {
          q: 'Does the repair come with a warranty?',
          a: 'Many foundation repairs come with a written warranty, and some transfer to a new owner. Read what it covers, how long it lasts and what voids it before you sign.',
        },
      ],
    },
    {
      name: 'Foundation Crack Repair',
      keyword: 'foundation crack repair',
      what: [
        'Foundation crack repair seals cracks in poured concrete walls to stop water from coming in and, where needed, to restore strength.',
        'Polyurethane foam injection fills the crack from the inside and expands to seal against water, and it suits non-structural leaking cracks.',
        'Epoxy injection bonds the two sides of a crack together and is used when strength matters, once any movement has stopped.',
        'Block walls with cracks along mortar joints need different treatment, and often bracing, since injection does not work well in hollow block.',
        'We measure and mark cracks so you can watch for any change after the repair.',
      ],
      signs: [
        'Water seeping through a wall crack during rain',
        'A crack that is wider at one end than the other',
        'Efflorescence, a white chalky deposit, along a crack',
        'Cracks that reopen after being patched with mortar or caulk',
      ],
      steps: [
        'We inspect the crack, measure its width and check for movement and water.',
        'Injection ports are set along the crack and the surface is sealed.',
        'Epoxy or polyurethane is injected from the bottom up until the crack is full.',
        'After curing, the ports are removed and the surface is smoothed.',
        'We recommend drainage or grading changes if water is pressing against the wall.',
      ],
      cost: [
        'The price depends on the length and number of cracks, the wall type and whether the crack must be sealed from the outside.',
        'Cracks behind finished walls or stored items need extra preparation before injection.',
      ],
      timing: [
        'A single crack is usually injected in one visit.',
        'Repairing leaking cracks before the wet season keeps the basement dry when it matters.',
      ],
      faqs: [
        {
          q: 'Can I fix a basement crack with hydraulic cement?',
          a: 'Surface patches often pop out because they only cover the face of the crack. Injection fills the crack through the whole wall thickness.',
        },
        {
          q: 'How do I know if a crack is still moving?',
          a: 'Mark the ends of the crack with a pencil and date, or use a simple crack gauge, and check it over a few months. Growth means the cause needs attention before sealing.',
        },
        {
          q: 'Is a horizontal crack worse than a vertical one?',
          a: 'Usually, yes. Horizontal cracks in basement walls often come from soil pressure pushing the wall inward and should be looked at by a professional soon.',
        },
      ],
    },
    {
      name: 'Basement Waterproofing',
      keyword: 'basement waterproofing',
      what: [
        'Basement waterproofing keeps groundwater out of a basement or manages the water that does get in.',
        'Interior systems use a perimeter drain along the footing, a sump pump and a wall membrane to collect water and pump it away.',
        'Exterior waterproofing excavates around the foundation to apply a membrane and install footing drains, which is more disruptive but stops water at the wall.',
        'Simple fixes matter as much as systems: downspout extensions, grading that slopes away from the house and clean gutters.',
        'We look at where water enters, such as the floor joint, cracks, window wells or the top of the wall, before recommending anything.',
      ],
      signs: [
        'Water on the basement floor after heavy rain or snowmelt',
        'Damp walls, peeling paint or white efflorescence',
        'A musty smell and high humidity in the basement',
        'A sump pump that runs constantly or fails in storms',
        'Water coming in where the wall meets the floor',
      ],
      steps: [
        'We inspect the basement and the outside of the house for water sources and grading.',
        'You get a written plan that starts with the simplest effective fix.',
        'For interior systems, the floor edge is opened and a drain is laid to a sump pit.',
        'A sump pump is installed with a discharge line away from the foundation.',
        'Floors are patched and walls finished with a vapor or drainage membrane as planned.',
      ],
      cost: [
        'Waterproofing cost depends on the basement perimeter, the system type and whether excavation is needed.',
        'Battery backup pumps, finished walls that must be removed and hard-to-reach areas add to the price.',
      ],
      timing: [
        'Interior drain systems typically take a few days, while exterior excavation takes longer and depends on weather.',
        'Book before spring rains if water came in last year.',
      ],
      faqs: [
        {
          q: 'Will waterproof paint fix a wet basement?',
          a: 'Sealer paints can reduce dampness on walls with minor seepage, but they cannot hold back water under pressure. Drainage is the long-term fix.',
        },
        {
          q: 'Do I need a battery backup sump pump?',
          a: 'Power often fails during the same storms that flood basements. A battery backup or water-powered backup pump keeps working when the power does not.',
        },
        {
          q: 'Interior or exterior waterproofing: which is better?',
          a: 'Exterior work stops water at the wall but requires digging around the house. Interior drainage is less disruptive and very effective for most basements.',
        },
      ],
    },
    {
      name: 'Slab Repair',
      keyword: 'slab repair',
      what: [
        'Slab repair addresses homes built on concrete slabs that have settled, heaved or cracked.',
        'Expansive clay soils swell when wet and shrink when dry, pushing and pulling on slabs through the seasons.',
        'Settled slabs can be supported with pressed or helical piers installed along the perimeter and, if needed, through the interior.',
        'Leaking plumbing under a slab can wash out or swell the soil, so plumbing tests are often part of the inspection.',
        'For garages and patios, sunken slabs are sometimes lifted by injecting polyurethane foam or grout beneath them.',
      ],
      signs: [
        'Cracks in tile floors or separating grout lines',
        'Floors that slope toward one side or one corner',
        'Cracks in exterior brick above doors and windows',
        'Gaps around exterior doors or garage doors',
        'Unexplained high water bills, a possible sign of a leak under the slab',
      ],
      steps: [
        'We measure floor elevations to map where the slab has moved.',
        'Plumbing tests are recommended where a leak could be the cause.',
        'You get a written plan with pier locations, or a lifting plan for smaller slabs.',
        'Piers are installed and the slab is raised or stabilized in controlled stages.',
        'Elevations are measured again and access holes are closed.',
      ],
      cost: [
        'Cost depends on the number of piers, how many are needed inside the house, and the depth to stable soil.',
        'Interior piers require cutting through flooring, which adds labor and finish repairs.',
      ],
      timing: ['Perimeter slab repairs often take a few days once permits and any engineering are in place.'],
      faqs: [
        {
          q: 'Can watering my foundation help?',
          a: 'In expansive clay, keeping soil moisture steady near the slab during long dry spells can reduce movement. Use a soaker hose a short distance from the foundation, not right against it.',
        },
        {
          q: 'Will the floors be perfectly level afterward?',
          a: 'Not always. Slabs are not poured perfectly level, and lifting too hard can crack them. The goal is a stable slab close to its original position.',
        },
        {
          q: 'Can trees damage a slab?',
          a: 'Large trees close to the house draw moisture from the soil, which can make clay shrink under part of the slab. Root barriers or careful watering may help.',
        },
        {
          q: 'How do you find a leak under the slab?',
          a: 'A plumber pressure-tests the supply and drain lines and, if a line fails, uses listening equipment or a camera to pinpoint it. Fixing the leak before lifting the slab keeps the soil from washing out again.',
        },
      ],
    },
    {
      name: 'Pier and Beam Foundation Repair',
      keyword: 'pier and beam foundation repair',
      what: [
        'Pier and beam foundations raise the house on piers with a crawl space beneath, and they are common in older homes and some regions.',
        'Over time, wood beams and joists can sag or rot, piers can settle and shims can shrink or slip.',
        'Repairs include re-shimming, adding or replacing piers, sistering or replacing damaged beams and joists, and improving crawl space drainage and ventilation.',
        'Because the crawl space is accessible, many pier and beam problems can be fixed without breaking concrete.',
      ],
      signs: [
        'Bouncy, sagging or uneven floors',
        'Gaps under baseboards or interior doors that drag',
        'Damp or rotted wood visible through crawl space vents',
        'Standing water or pooling in the crawl space',
      ],
      steps: [
        'We inspect the crawl space, measure floor levels and check wood for moisture and rot.',
        'You get a written plan covering shims, piers, beams and moisture control.',
        'Damaged wood is replaced or reinforced and piers are added or reset.',
        'The floor is brought back toward level in controlled steps.',
        'We recommend drainage, vapor barrier or ventilation improvements where needed.',
      ],
      cost: [
        'Cost depends on how many piers and beams need work, the amount of rotted wood and crawl space clearance.',
        'Tight crawl spaces take longer to work in, and moisture control is priced as a separate item.',
      ],
      timing: ['Most pier and beam repairs take a few days.'],
      faqs: [
        {
          q: 'Is re-shimming a lasting fix?',
          a: 'Shims adjust the height between pier and beam and need occasional checking as the house settles. Replacing failed piers and fixing crawl space moisture keeps adjustments rare.',
        },
        {
          q: 'Why is my crawl space always damp?',
          a: 'Poor grading, missing gutters, open vents in humid weather and bare soil all add moisture. A vapor barrier and better drainage often help considerably.',
        },
        {
          q: 'Can I level my floors with jacks myself?',
          a: 'Jacking a house unevenly can crack walls and pipes. A controlled lift with proper supports is safer and lasts longer.',
        },
        {
          q: 'Should my crawl space have a vapor barrier?',
          a: 'A plastic vapor barrier over bare soil stops a great deal of ground moisture from rising into the wood framing. It works best when seams are overlapped and taped and the edges run a little way up the piers and walls.',
        },
      ],
    },
  ],
  why: [
    'Floor elevation measurements, not a guess from one crack',
    'Clear explanations of cosmetic versus structural cracks',
    'Repairs that address drainage and other causes of movement',
    'Support for independent structural engineer reviews on larger jobs',
    'Written estimates that list methods, pier counts and permit needs',
    'Written warranty terms you can read before signing',
    'Careful excavation and clean backfill',
  ],
  prepare: [
    'Photos of cracks, with dates if you have been watching them',
    'When you first noticed sticking doors, sloping floors or water',
    'Any previous foundation reports, engineer letters or repair warranties',
    'Information about recent plumbing leaks or repairs',
    'Access to the basement, crawl space and the outside of the foundation',
  ],
  faqs: [
    {
      q: 'What causes foundation problems?',
      a: 'Most problems come from soil moving under the house: clay swelling and shrinking, poorly compacted fill, erosion from bad drainage, or frost heave. Plumbing leaks and large trees can add to it.',
    },
    {
      q: 'How urgent is foundation repair?',
      a: 'Most foundation movement is slow, so you have time to get an inspection and a second opinion. Act quickly if a wall is bowing, cracks are growing fast or doors suddenly jam.',
    },
    {
      q: 'Do I need a permit for foundation repair?',
      a: "Many areas require a permit for structural foundation work, especially piers and wall bracing. Ask who pulls the permit and whether an engineer's letter is part of the job.",
    },
    {
      q: 'Will foundation repair affect selling my home?',
      a: "A documented repair with an engineer's report and a transferable warranty often reassures buyers. An unaddressed problem tends to hurt a sale more than a repaired one.",
    },
    {
      q: 'Does homeowners insurance cover foundation repair?',
      a: 'Most policies exclude settling and soil movement, though some cover damage from a sudden covered event such as a burst pipe. Check your policy.',
    },
    {
      q: 'What should I ask a foundation contractor?',
      a: 'Ask what is causing the movement, why they chose the repair method, whether an engineer is involved and what the warranty covers. Get more than one opinion on major work.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Where the ground freezes, frost heave can open cracks and jam doors; note what changes.',
        'Winter is a quiet time to get inspections and estimates ready for spring.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring thaw is when basements show cracks and leaks; check walls after heavy rain.',
        'Extend downspouts and fix grading before the rainy season.',
      ],
    },
    {
      months: [5, 6, 7, 8],
      advice: [
        'Long dry spells shrink clay soils and open gaps along slabs; keep soil moisture even near the house.',
        'Dry summer weather is good for excavation and exterior waterproofing.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Clean gutters after leaf fall so water is carried away from the foundation.',
        'Book repairs before the ground freezes if digging is needed.',
      ],
    },
  ],
  banned: ['lifetime guarantee', 'permanent fix', 'emergency', 'no engineer needed'],
};
