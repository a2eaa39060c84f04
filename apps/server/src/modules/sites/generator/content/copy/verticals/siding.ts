// Siding copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const siding: VerticalCopy = {
  slug: 'siding',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    "Siding is the house's raincoat: it sheds water, blocks wind and sets the look of the whole street view.",
    'Sun, hail, wind-driven rain and freeze-thaw cycles around {city} crack, warp, fade and loosen siding over the years.',
    'We install and repair vinyl, fiber cement, engineered wood and natural wood siding, along with the trim, soffit and fascia that finish it.',
    'What goes behind the siding matters just as much: a continuous weather barrier, flashed windows and doors, and proper clearances at roofs and grade.',
    'We show you samples on the house, explain maintenance for each material, and put the scope and price in writing.',
    'If a repair will do, we will say so; if the wall behind the siding is wet or rotted, we will show you photos before we fix it.',
  ],
  services: [
    {
      name: 'Siding Installation',
      keyword: 'siding installation',
      what: [
        'Siding installation replaces worn siding across the whole house, or covers an addition, with a complete wall system.',
        'The old siding is usually removed so the sheathing can be inspected, repaired and covered with a new weather-resistant barrier.',
        'Windows and doors are flashed with tape and head flashing so water behind the siding is directed back out.',
        'Kick-out flashing where roofs meet walls, and clearance above roofs, decks and soil, prevent some of the most common rot problems.',
        'Trim, corners, soffits and fascia are replaced or wrapped to match, so the finished house looks complete.',
      ],
      signs: [
        'Siding that is cracked, warped, buckled or loose in many places',
        'Faded or chalky color that no longer cleans up',
        'Soft sheathing or rot visible where siding has come off',
        'Peeling paint inside on exterior walls, a sign of moisture',
        'Rising energy bills and drafts through outside walls',
      ],
      steps: [
        'We inspect the walls, measure the house and discuss material and color choices.',
        'You receive a written scope listing the siding, barrier, trim and flashing details.',
        'Permits are pulled where required and materials are delivered.',
        'Old siding comes off one wall at a time and damaged sheathing is replaced.',
        'The weather barrier, flashing, siding and trim are installed.',
        'We clean up, sweep for nails and walk the house with you.',
      ],
      cost: [
        'Siding cost depends on the size of the house, the material, the number of stories and the complexity of corners, gables and openings.',
        'Tear-off, sheathing repairs, added insulation and custom trim work increase the price.',
      ],
      timing: [
        'Many homes are finished within one to two weeks, depending on size and weather.',
        'Spring and fall offer comfortable temperatures for installation; book early for those windows.',
      ],
      faqs: [
        {
          q: 'Can new siding go over the old siding?',
          a: 'Sometimes, but covering old siding hides any rot or moisture behind it and can complicate window trim. Removing it lets the wall be inspected and properly wrapped.',
        },
        {
          q: 'Should I add insulation when I replace siding?',
          a: 'Rigid foam or insulated siding can reduce heat loss through studs. It changes trim depths around windows and doors, so plan it from the start.',
        },
        {
          q: 'What should I ask a siding contractor?',
          a: "Ask whether crews are trained on the manufacturer's installation instructions, how windows and roof lines will be flashed, what the warranties cover and whether the company carries insurance.",
        },
      ],
    },
    {
      name: 'Vinyl Siding',
      keyword: 'vinyl siding',
      what: [
        'Vinyl siding is the most common siding in the country because it is affordable, comes in many colors and never needs painting.',
        'It is hung loosely on nails rather than fastened tight, so it can expand and contract with temperature changes without buckling.',
        'Thicker panels resist wind and impact better and stay straighter on long walls, and insulated vinyl adds a foam backing.',
        'Styles include traditional lap, Dutch lap, board and batten, shakes and scallops, which can be mixed on gables and accents.',
        'Modern color technology has improved fade resistance, especially in darker colors that once faded quickly.',
      ],
      signs: [
        'You want low-maintenance siding without painting',
        'A budget that favors a lower installed price',
        'Old wood siding that needs repainting every few years',
        'Matching an addition to existing vinyl',
      ],
      steps: [
        'We review profiles, thicknesses and colors with samples.',
        'The wall is prepared with a weather barrier and flashed openings.',
        'Starter strips, corners and J-channel are installed.',
        'Panels are hung with room for expansion and locked together row by row.',
        'Trim and accessories are finished and the job site is cleaned.',
      ],
      cost: [
        'Vinyl pricing depends on panel thickness, profile, color and whether insulated vinyl is chosen.',
        'Houses with many windows, gables and corners need more trim pieces and labor than simple boxes.',
      ],
      timing: ['Vinyl installs quickly; most homes are finished in days once prep work is done.'],
      faqs: [
        {
          q: 'Does vinyl siding crack in the cold?',
          a: 'Vinyl becomes more brittle in very cold weather and can crack from impacts. Thicker panels and careful handling in winter help.',
        },
        {
          q: 'Can vinyl siding melt?',
          a: 'Concentrated reflections from some energy-efficient windows, or a grill placed too close, can warp vinyl. Keep grills well away from the wall.',
        },
        {
          q: 'How do I clean vinyl siding?',
          a: 'A soft brush with mild soap and a garden hose works well. Pressure washers can force water behind panels, so use low pressure and spray downward if you use one.',
        },
        {
          q: 'What does siding thickness mean?',
          a: 'Vinyl panels come in different thicknesses, and thicker panels are stiffer, straighter on long walls and more resistant to dents. Compare thickness across quotes, since it is an easy place to cut cost.',
        },
      ],
    },
    {
      name: 'Fiber Cement Siding',
      keyword: 'fiber cement siding',
      what: [
        'Fiber cement siding is made of cement, sand and wood fibers, and it resists fire, insects, rot and impact better than many other options.',
        'It can look like painted wood lap, shingles or panels, and it comes pre-finished or ready to paint.',
        'The boards are heavy and must be cut with dust control, since cutting produces silica dust that crews must protect against.',
        'Manufacturers specify clearances, nail types, joint flashing and caulking details that must be followed for the warranty to apply.',
        'Painted or factory-finished fiber cement holds paint longer than wood and needs repainting less often.',
      ],
      signs: [
        'You want the look of painted wood with less upkeep',
        'Wildfire, hail or woodpecker damage is a concern',
        'You plan to stay in the home for many years',
        'Insects or rot have damaged previous wood siding',
      ],
      steps: [
        'We confirm colors, textures and trim choices.',
        'The wall is wrapped and openings are flashed.',
        'Boards are cut outdoors with dust-controlled tools.',
        'Siding is fastened with proper nails and joints are flashed behind.',
        'Trim and caulking are completed and touch-up paint applied.',
      ],
      cost: [
        'Fiber cement costs more than vinyl to buy and install because it is heavier and slower to cut and fasten.',
        'Factory-finished boards cost more up front but save a paint job; site-painted boards need painting after installation.',
      ],
      timing: ['Fiber cement jobs take longer than vinyl on the same house; plan for it in your schedule.'],
      faqs: [
        {
          q: 'Does fiber cement need painting?',
          a: 'Factory-finished boards come with a finish warranted for years, while primed boards must be painted soon after installation. Either way it holds paint longer than wood.',
        },
        {
          q: 'Is fiber cement fireproof?',
          a: 'It is noncombustible, which helps in wildfire areas, but no siding makes a house fireproof. Vents, roofing and nearby plants also matter.',
        },
        {
          q: 'Can fiber cement be installed in winter?',
          a: 'Installation is possible in cool weather, but caulking and painting need suitable temperatures, so finishing may wait for a milder day.',
        },
        {
          q: 'Is fiber cement worth the extra cost over vinyl?',
          a: 'It depends on how long you plan to stay, the look you want and your climate. Fiber cement resists fire, impact and pests well and holds paint, while vinyl costs less and needs no painting.',
        },
      ],
    },
    {
      name: 'Siding Repair',
      keyword: 'siding repair',
      what: [
        'Siding repair replaces damaged pieces and fixes the cause of the damage without redoing the whole house.',
        'Storm-cracked vinyl, woodpecker holes, rotted wood boards, loose panels and dented aluminum are all repairable in most cases.',
        'We check behind the damaged area for wet sheathing or missing flashing, which often explains why the siding failed.',
        'Matching color and profile can be the hardest part, and sometimes a piece from a hidden wall is moved to the front and the new piece goes where it will not show.',
        'Repairs are finished with proper overlaps and sealing so the patched area sheds water like the rest of the wall.',
        'For painted wood siding, new boards are primed on all sides before installation so they do not absorb water from behind.',
      ],
      signs: [
        'Cracked, missing or blown-off pieces after a storm',
        'Holes from woodpeckers or pests',
        'Rot or soft spots near the ground, gutters or roof lines',
        'Panels that have come unlocked and flap in wind',
        'Stains running down the wall below a window or roof edge',
      ],
      steps: [
        'We inspect the damage and look for the underlying cause.',
        'Matching material is sourced or a salvage plan is agreed.',
        'Damaged pieces are removed and the wall behind is checked and repaired.',
        'Flashing is corrected and new pieces are installed.',
        'Wood repairs are primed and painted to match.',
      ],
      cost: [
        'Repair cost depends on how many pieces are damaged, access height and whether matching material is available.',
        'Rot in the sheathing or framing behind the siding adds carpentry work to the repair.',
      ],
      timing: [
        'Small repairs are often done in one visit once material is on hand.',
        'Fix storm damage quickly so rain does not reach the sheathing.',
      ],
      faqs: [
        {
          q: 'Will the repair match my faded siding?',
          a: 'New siding is often brighter than faded panels. Swapping pieces from a less visible wall helps the repair blend in on the front of the house.',
        },
        {
          q: 'Is storm damage to siding covered by insurance?',
          a: 'Many policies cover sudden storm damage, subject to your deductible. Your insurer decides coverage; we can provide photos and an estimate.',
        },
        {
          q: 'How do I stop woodpeckers?',
          a: 'Woodpeckers often drum on siding that has insects behind it or that sounds hollow. Repairing holes promptly and using visual deterrents helps.',
        },
      ],
    },
    {
      name: 'Soffit and Fascia Repair',
      keyword: 'soffit and fascia repair',
      what: [
        'Soffit and fascia are the trim boards under and along the roof edge, and they protect the rafter tails and hold the gutters.',
        'Fascia rots when gutters overflow or drip edge is missing, and soffits can sag, crack or let animals into the attic.',
        'Vented soffits supply the intake air for attic ventilation, so repairs must keep that airflow open.',
        'We replace rotted wood and can wrap fascia in aluminum or install vinyl or fiber cement soffit for lower upkeep.',
        'Before closing up, we check that insulation in the attic is not blocking the soffit vents, and add baffles where needed.',
      ],
      signs: [
        'Peeling paint or soft wood along the roof edge',
        'Gutters pulling away from the house',
        'Sagging or missing soffit panels',
        'Birds, squirrels or bees getting in under the eaves',
        'Water stains on the underside of the eaves',
      ],
      steps: [
        'We inspect the eaves and the gutters above them.',
        'Rotted boards are removed and the rafter tails are checked.',
        'New fascia and soffit are installed with proper ventilation.',
        'Gutters are rehung, and drip edge is added if missing.',
        'Trim is painted or finished to match.',
      ],
      cost: [
        'Cost depends on how many linear feet need work, the height of the eaves and the amount of rot behind the boards.',
        'Gutters usually come down and go back up during fascia replacement, which is part of the price.',
      ],
      timing: ['Most soffit and fascia repairs take one or two days.'],
      faqs: [
        {
          q: 'Why does my fascia keep rotting?',
          a: 'Usually water: clogged gutters, a missing drip edge or gutters set too low. Fixing the water path stops the rot from returning.',
        },
        {
          q: 'Should I wrap fascia in aluminum?',
          a: 'Aluminum wrap reduces painting, but it must go over sound wood. Wrapping rotten boards hides the problem until it gets worse.',
        },
        {
          q: 'Do soffits need vents?',
          a: 'In most vented attics, yes. Soffit vents let cool air in while ridge or roof vents let warm, moist air out.',
        },
        {
          q: 'How do I keep animals out of my soffits?',
          a: 'Replace damaged or missing panels, close gaps at the roof line with metal flashing, and use vented soffit rather than open screens. If animals are living inside, have them removed humanely before sealing.',
        },
      ],
    },
  ],
  why: [
    'Weather barrier and flashing done right behind the siding',
    "Installation to the manufacturer's instructions",
    'Photos of any rot or damage found behind old siding',
    'Samples viewed on your house before you choose',
    'Written scope listing materials, trim and flashing',
    'Honest advice on repair versus full replacement',
    'Clean job sites and nail sweeps',
  ],
  prepare: [
    'Photos of damaged areas and the whole front of the house',
    'The siding brand or color name if you have records',
    'HOA color and material rules',
    'Any insurance claim number for storm damage',
    'Plans for new windows or roofing that should be coordinated',
  ],
  faqs: [
    {
      q: 'What siding lasts the longest?',
      a: 'Fiber cement, brick and well-maintained vinyl all last for decades, while wood needs regular painting or staining. Climate and installation quality matter as much as the material.',
    },
    {
      q: 'Does new siding improve energy efficiency?',
      a: 'The siding itself adds little insulation, but a new weather barrier, sealed openings and optional foam backing can reduce drafts and heat loss.',
    },
    {
      q: 'Do I need a permit for siding?',
      a: 'Some areas require one for full replacement, especially when sheathing is replaced. We check the rules before work starts.',
    },
    {
      q: 'Can I replace siding one wall at a time?',
      a: 'Yes, though colors from different production runs may differ slightly. Many homeowners start with the most weathered wall.',
    },
    {
      q: 'What is house wrap?',
      a: 'House wrap is a weather-resistant barrier behind siding that stops liquid water while letting water vapor escape. It is taped and lapped so water drains outward.',
    },
    {
      q: 'How should I maintain my siding?',
      a: 'Wash it once a year, keep sprinklers from spraying it, trim plants back and keep gutters flowing. Wood needs repainting or restaining on a regular cycle.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Winter is the time to choose materials and colors and get on a spring schedule.',
        'Watch for ice dams and overflowing gutters that soak siding and fascia.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Walk around the house after winter and note cracked or loose pieces.',
        'Spring is a popular time for installs, so confirm your start date early.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer storms can crack vinyl and lift panels; check after high winds and hail.',
        'Keep grills and fire pits well away from vinyl walls.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Fall has steady, mild weather that suits siding, caulking and paint.',
        'Clean gutters so overflow does not stain or rot siding and fascia over winter.',
      ],
    },
  ],
  banned: ['maintenance-free forever', 'lifetime siding', 'emergency', 'never needs cleaning'],
};
