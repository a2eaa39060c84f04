// Gutters copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const gutters: VerticalCopy = {
  slug: 'gutters',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'Gutters look like a small part of a house, but they decide where thousands of gallons of roof water go every year.',
    'When they clog, sag or leak, that water soaks fascia, stains siding, erodes landscaping and ends up against the foundation and in the basement.',
    'Around {city}, leaf fall, pine needles, heavy storms and winter ice all test gutters in different ways.',
    'We install seamless gutters, clean and repair existing systems, and fit guards that suit the trees around your house.',
    'Sizing the gutters and downspouts for your roof, and sending the water well away from the foundation, matters as much as the gutters themselves.',
    'Every estimate is written and lists the gutter size, material, number of downspouts and where the water will go.',
  ],
  services: [
    {
      name: 'Gutter Installation',
      keyword: 'gutter installation',
      what: [
        'Gutter installation replaces old, leaking or undersized gutters or adds them to a house that never had them.',
        'Sizing starts with the roof area and pitch each gutter drains; steep or large roofs often need larger gutters and more downspouts than the builder installed.',
        'Gutters are pitched slightly toward each downspout so water drains instead of sitting, and hangers are spaced closely enough to carry snow and debris.',
        'Aluminum is the most common material, while steel, copper and vinyl each suit particular homes and budgets.',
        'We check the fascia and drip edge first, because new gutters on rotten boards will not stay put.',
      ],
      signs: [
        'Gutters pulling away from the fascia or sagging between hangers',
        'Leaking seams and corners that resealing no longer fixes',
        'Water pouring over the edge in heavy rain even when clean',
        'Peeling paint or rot on fascia boards',
        'Erosion or puddles along the foundation',
      ],
      steps: [
        'We measure each roof edge and assess the roof area each section drains.',
        'You choose size, material, color and downspout locations, and receive a written price.',
        'Old gutters are removed and fascia is inspected and repaired if needed.',
        'New gutters are hung with the right slope and hangers, and downspouts are attached.',
        'Downspouts are directed away from the foundation and water flow is tested.',
      ],
      cost: [
        'Installation price depends on total length, the number of stories, gutter size and material, and the number of corners and downspouts.',
        'Fascia repair, copper or steel material and custom colors add to the cost.',
      ],
      timing: [
        'Most homes get new gutters in a single day.',
        'Install before the fall leaf drop or spring rain season if your current gutters are failing.',
      ],
      faqs: [
        {
          q: 'What size gutters do I need?',
          a: 'Many homes use five-inch gutters, but large or steep roofs and areas with heavy downpours often need six-inch gutters and larger downspouts. We size them from your roof.',
        },
        {
          q: 'Do gutters need to be sloped?',
          a: 'Yes, slightly toward the downspouts so water does not pool. Too much slope looks odd and can cause overflow at the low end.',
        },
        {
          q: 'Should gutters go on every side of the house?',
          a: 'Not always. Roof edges that shed little water or drain onto hard surfaces away from the house may not need them, but entries, decks and foundations usually benefit.',
        },
      ],
    },
    {
      name: 'Seamless Gutters',
      keyword: 'seamless gutters',
      what: [
        'Seamless gutters are formed on site from a coil of aluminum or steel, run through a machine to the exact length of each roof edge.',
        'With no seams along the run, the only joints are at corners and downspout outlets, which are the places that can leak.',
        'They come in many colors, with a baked-on finish that resists peeling and chalking.',
        'Hidden hangers screwed into the fascia give a clean look and hold better than old spike-and-ferrule systems.',
        'Downspouts are placed where the water can be carried away from walkways, driveways and the foundation, and extra downspouts are added on long runs.',
      ],
      signs: [
        'Sectional gutters leaking at every joint',
        'You want a clean look without visible seams',
        'Long roof runs where sectional gutters sag',
        'You are replacing siding or roofing and want matching gutters',
      ],
      steps: [
        'Each run is measured precisely.',
        'Gutters are formed on site from coil stock in your chosen color.',
        'Corners and end caps are sealed and outlets are cut for downspouts.',
        'Gutters are hung with hidden hangers at close spacing.',
        'Downspouts and extensions are installed and tested with water.',
      ],
      cost: [
        'Seamless gutter cost depends on length, profile size, metal thickness and the number of corners and downspouts.',
        'Steel and copper seamless systems cost more than aluminum, and tall homes require more setup.',
      ],
      timing: ['A typical house is finished in a day.'],
      faqs: [
        {
          q: 'Are seamless gutters worth it?',
          a: 'Fewer joints means fewer leaks and a cleaner look, which is why most homeowners choose them over sectional gutters.',
        },
        {
          q: 'Can seamless gutters be repaired?',
          a: 'Yes. Corners can be resealed, hangers added and damaged sections spliced, though a splice adds a seam.',
        },
        {
          q: 'What is a K-style gutter?',
          a: 'K-style is the common profile with a flat back and decorative front that looks like crown molding. Half-round gutters suit some older and historic homes.',
        },
        {
          q: 'How thick should the aluminum be?',
          a: 'Thicker coil resists dents from ladders, ice and branches and holds its shape on long runs. Ask what gauge is included in each quote so you compare the same product.',
        },
      ],
    },
    {
      name: 'Gutter Cleaning',
      keyword: 'gutter cleaning',
      what: [
        'Gutter cleaning removes leaves, needles, seed pods, shingle grit and nests from gutters and downspouts.',
        'Debris is removed by hand or with tools from the roof edge or a ladder, bagged and hauled away rather than blown across the yard.',
        'Downspouts are flushed to make sure water runs through them, since a clogged downspout turns the whole gutter into a dam.',
        'During cleaning we note loose hangers, leaking joints, rotted fascia and damaged roof edges.',
        'Homes with many trees may need cleaning several times a year, while open lots may need it only once.',
      ],
      signs: [
        'Water spilling over the gutter edge during rain',
        'Plants or seedlings growing in the gutters',
        'Gutters sagging under the weight of debris',
        'Stains on siding below the gutters',
        'Water pooling near the foundation',
      ],
      steps: [
        'Ladders are set with stabilizers and protection for the gutters.',
        'Debris is scooped out and bagged.',
        'Downspouts are flushed and cleared.',
        'Gutters are rinsed and checked for flow, leaks and loose hangers.',
        'You receive notes and photos of anything that needs repair.',
      ],
      cost: [
        'Cleaning cost depends on the linear feet of gutter, the height of the house, roof pitch and how much debris has built up.',
        'Clogged downspouts, guards that must be removed and heavy debris take more time.',
      ],
      timing: [
        'Most cleanings take part of a day.',
        'Schedule after the main leaf drop in fall and again in spring for trees that shed seeds and blossoms.',
      ],
      faqs: [
        {
          q: 'How often should gutters be cleaned?',
          a: 'At least once a year, often twice: late fall and spring. Homes under pines or large hardwoods may need more frequent cleaning.',
        },
        {
          q: 'Can I clean my own gutters?',
          a: 'Many homeowners do on single-story homes. Ladder falls cause many serious injuries, so for two-story homes or steep roofs, hiring a crew is safer.',
        },
        {
          q: 'Do you clean the downspouts too?',
          a: 'Yes. A gutter is only as good as its downspout, so we flush each one and clear clogs.',
        },
        {
          q: 'Will walking on my roof damage it?',
          a: 'Careful crews work from ladders or step on the roof only where it is safe for the material. Tile, slate and steep roofs are cleaned from ladders or with extension tools.',
        },
      ],
    },
    {
      name: 'Gutter Guards',
      keyword: 'gutter guards',
      what: [
        'Gutter guards cover the gutter to keep leaves and debris out while letting water in.',
        'Types include micro-mesh screens, perforated metal covers, reverse-curve hoods, foam inserts and brush inserts.',
        'Fine micro-mesh blocks pine needles and shingle grit best, while hoods and perforated covers suit large leaves but can overflow in heavy downpours.',
        'No guard is entirely maintenance-free; most need an occasional rinse or brushing to clear pollen and fine debris.',
        'We match the guard to the trees on your property and your roof type, and install it without lifting shingles where the manufacturer allows.',
      ],
      signs: [
        'You clean your gutters several times a year',
        'Pine needles or seed pods clog gutters quickly',
        'Climbing ladders is no longer safe or practical for you',
        'Animals nest in your gutters',
      ],
      steps: [
        'We look at the trees, roof edge and gutter condition.',
        'You compare guard types and prices in writing.',
        'Gutters are cleaned, repaired and flushed before guards go on.',
        'Guards are fitted and fastened to the gutter and roof edge.',
        'We test water flow and explain how to keep the guards clear.',
      ],
      cost: [
        'Guard cost depends on the type, the linear feet of gutter and whether gutters need repair or replacement first.',
        'Micro-mesh systems cost more than basic screens but block finer debris.',
      ],
      timing: ['Installation usually takes a day; install before the leaves fall to get the most benefit.'],
      faqs: [
        {
          q: 'Do gutter guards really work?',
          a: 'Good guards greatly reduce cleaning, but none make gutters maintenance-free. Expect to rinse or brush them occasionally.',
        },
        {
          q: 'Will guards cause ice dams?',
          a: 'Ice dams come from heat escaping into the attic and melting snow, not from guards. Guards can hold some snow and ice, so strong hangers matter in cold climates.',
        },
        {
          q: 'Can guards go on my existing gutters?',
          a: 'Usually, if the gutters are sound and properly pitched. Failing gutters should be replaced first so the guards have something solid to attach to.',
        },
        {
          q: 'Which guard is best for pine needles?',
          a: 'Fine stainless micro-mesh keeps out needles and shingle grit far better than coarse screens or hoods. Needles can still collect on top, so an occasional brush-off helps.',
        },
      ],
    },
    {
      name: 'Gutter Repair',
      keyword: 'gutter repair',
      what: [
        'Gutter repair fixes leaks, sagging runs, loose hangers, separated joints and dented or crushed sections.',
        'Leaking corners and end caps are cleaned and resealed with gutter sealant, and failed seams are riveted and sealed again.',
        'Sagging runs are rehung with new hidden hangers screwed into solid fascia, and the slope is corrected so water drains.',
        'Downspouts that have separated or been crushed are replaced and extensions added to carry water away.',
        'When repairs are spread along the whole system, we explain why replacement may cost less over time.',
        'We also check the drip edge above the gutter, because water running behind the gutter is a common cause of rotted fascia.',
      ],
      signs: [
        'Drips from joints or corners during rain',
        'Water standing in gutters after the rain stops',
        'Hangers pulling out or gutters tilting away from the fascia',
        'Downspouts disconnected or crushed',
        'Rust holes in older steel gutters',
      ],
      steps: [
        'We clean the area and find the source of the leak or sag.',
        'Loose or failed hangers are replaced and the slope is corrected.',
        'Joints are resealed or riveted and damaged sections replaced.',
        'Downspouts and extensions are reattached or replaced.',
        'We run water through the system to check the repair.',
      ],
      cost: [
        'Repair cost depends on the number of problem spots, the height of the house and whether fascia behind the gutter is rotted.',
        'Matching colors or profiles on older systems may require custom pieces.',
      ],
      timing: ['Most repairs are finished in one visit.'],
      faqs: [
        {
          q: 'Can a leaking gutter seam be fixed?',
          a: 'Usually. The old sealant is removed, the joint cleaned and dried, and new sealant applied. Seams that leak repeatedly may need to be riveted or the section replaced.',
        },
        {
          q: 'Why do my gutters sag?',
          a: 'Old spike hangers loosen over time, and heavy debris or ice adds weight. New hidden hangers spaced closely fix most sagging.',
        },
        {
          q: 'Where should downspouts drain?',
          a: 'Several feet away from the foundation, onto ground that slopes away or into a drain line. Never let them dump against the foundation wall.',
        },
        {
          q: 'Should I replace steel gutters that are rusting?',
          a: 'Small rust spots can be cleaned and patched, but once rust eats through in several places, the system is near the end of its life. Replacement with seamless aluminum is often the better value.',
        },
      ],
    },
  ],
  why: [
    'Gutters and downspouts sized for your roof, not a one-size guess',
    'Fascia checked and repaired before new gutters go up',
    'Debris bagged and hauled away, not blown across the yard',
    'Downspouts directed well away from the foundation',
    'Honest advice on which guards suit your trees',
    'Written quotes that list size, material and downspout count',
    'Ladder safety and care for your roof and landscaping',
  ],
  prepare: [
    'Photos of overflowing, leaking or sagging sections',
    'What kinds of trees are near the house',
    'Whether water gets into your basement or crawl space',
    'The color you want for new gutters, or a photo of your trim',
  ],
  faqs: [
    {
      q: 'How long do gutters last?',
      a: 'Aluminum and steel gutters commonly last a couple of decades with maintenance, and copper much longer. Clogs, ice and ladders shorten their life.',
    },
    {
      q: 'Do gutters prevent basement water?',
      a: 'They help a great deal by collecting roof water, as long as downspouts carry it well away from the foundation and the ground slopes away from the house.',
    },
    {
      q: 'What color gutters should I choose?',
      a: 'Most homeowners match the trim or fascia so gutters blend in. Some match the roof or the siding instead; we bring color samples.',
    },
    {
      q: 'What are ice dams?',
      a: 'Ice dams form when heat escaping through the roof melts snow that refreezes at the cold eaves and gutters. Attic insulation and ventilation are the real fix; gutters are where the problem shows.',
    },
    {
      q: 'Can gutters be installed in winter?',
      a: 'Yes, on dry days when the fascia is accessible. Sealants need suitable temperatures, so some finishing may wait for milder weather.',
    },
    {
      q: 'What is a rain chain?',
      a: 'A rain chain replaces a downspout with a decorative chain or cups that guide water down. It works best with moderate rain and still needs drainage at the bottom.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Watch for icicles and ice dams along the gutters, a sign of heat escaping into the attic.',
        'Knock ice from downspout outlets carefully from the ground if water has nowhere to go.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring cleaning clears seeds, blossoms and winter debris before the heavy rains.',
        'Check for hangers pulled loose by snow and ice.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer storms dump heavy rain fast; watch for overflow that points to undersized gutters.',
        'Summer is a good time to install guards before the leaves fall.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Book gutter cleaning for after most of the leaves have dropped; the late-fall calendar fills quickly.',
        'Make sure downspouts are clear before the first freeze so ice does not split them.',
      ],
    },
  ],
  banned: ['never clean again', 'clog-free forever', 'emergency'],
};
