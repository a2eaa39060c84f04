// Flooring copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const flooring: VerticalCopy = {
  slug: 'flooring',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'A new floor changes how a whole room looks and feels, and it is one of the few upgrades you touch every day.',
    'Around {city}, floors deal with tracked-in grit, pets, kids, and the swing between dry winter air and humid summers, which is why the right material for one room can be the wrong one for the next.',
    'We help homeowners choose between hardwood, engineered wood, luxury vinyl plank, laminate, tile and carpet based on how each room is actually used.',
    'Most of the work that decides how long a floor lasts happens before the first board goes down: checking the subfloor, measuring moisture and letting materials acclimate.',
    'We also bring tired hardwood back with sanding and refinishing, which is often the better value when the boards themselves are sound.',
    'Every estimate is written and spells out the material, the prep work, trim and transitions, and what happens if we find damage under the old floor.',
    'If you are weighing options or have a room ready to go, we can walk you through the choices in plain terms.',
  ],
  services: [
    {
      name: 'Hardwood Floor Installation',
      keyword: 'hardwood floor installation',
      what: [
        'Hardwood floor installation means laying solid or engineered wood boards over a prepared subfloor, then finishing the edges with base shoe, thresholds and transitions.',
        'Solid hardwood is usually nailed down over a plywood or OSB subfloor and can be sanded and refinished many times over its life.',
        'Engineered hardwood has a real wood wear layer on a stable plywood core, so it can be glued or floated over concrete slabs where solid wood is a poor fit.',
        'Species, plank width and grade change the look a great deal: oak hides wear well, hickory is very hard and busy in grain, and maple shows dents and stains less forgivingly than you might expect.',
        'The boards need to sit in the home for several days before installation so their moisture content matches the room, which prevents gaps and cupping later.',
      ],
      signs: [
        'You are pulling up old carpet and want a floor that lasts decades',
        'Existing floors are too worn, patched or damaged to refinish',
        'You want one continuous wood floor across rooms that now have mixed materials',
        'You are preparing a home for sale and want a finish buyers recognize',
      ],
      steps: [
        'We measure every room, check the subfloor for flatness and squeaks, and take moisture readings of the subfloor and the wood.',
        'You choose species, width, grade and finish, and we write up the material and labor scope.',
        'Boards are delivered early and left in the rooms to acclimate while we remove the old flooring and baseboards.',
        'We flatten low spots, fasten loose subfloor panels and lay underlayment suited to the installation method.',
        'Boards are racked out for color and length, installed with the right expansion gap, and finished with trim and transitions.',
      ],
      cost: [
        'The species and grade of wood, solid versus engineered, and plank width drive the material side of the price.',
        'Labor depends on the square footage, the number of rooms, stairs and doorways, how much subfloor leveling is needed, and whether old flooring has to be torn out and hauled away.',
        'Site-finished floors that are sanded and coated in place take more labor than prefinished boards but give a smoother, sealed surface.',
      ],
      timing: [
        'Plan on several days of acclimation before the install, then a few days of work for a typical set of rooms.',
        'Site-finished floors add drying time between coats before furniture can go back.',
      ],
      faqs: [
        {
          q: 'Can hardwood go in a kitchen or basement?',
          a: 'Solid hardwood is fine in most kitchens as long as spills are wiped up, but it is not a good choice below grade. In basements and over concrete slabs, engineered hardwood or a waterproof plank is the safer option.',
        },
        {
          q: 'Should I choose prefinished or site-finished boards?',
          a: 'Prefinished boards have a tough factory finish and let you move back in faster. Site-finished floors are sanded flat after installation and sealed in one layer, so edges are smoother and the color can be matched to existing floors.',
        },
        {
          q: 'Why do you need to measure moisture?',
          a: 'Wood expands and shrinks with moisture, and a large difference between the boards and the subfloor leads to gaps, cupping or crowning later. A quick meter reading catches it before the boards go down.',
        },
      ],
    },
    {
      name: 'Floor Refinishing',
      keyword: 'floor refinishing',
      what: [
        'Floor refinishing sands existing hardwood down to bare wood, removing scratches, gray worn paths and old yellowed finish, then applies new stain and protective coats.',
        'It is often a far better value than replacement when the boards are solid hardwood or thick engineered wood with enough wear layer left.',
        'Modern sanding equipment with dust containment keeps most of the fine dust out of the rest of the house, though some always escapes during edging.',
        'You can change the color completely, from honey oak to a natural, gray-toned or dark stain, and choose between oil-based and water-based finishes with different looks and drying times.',
        'For floors that are only dull rather than damaged, a screen-and-recoat buffs the top layer and adds fresh finish without full sanding.',
      ],
      signs: [
        'Traffic paths where the finish has worn through and the wood looks gray',
        'Scratches from pets or furniture across the main living areas',
        'Old finish that has turned orange or yellow with age',
        'Hardwood found under carpet that you want to bring back',
        'Water spots or dark stains near doors and sinks',
      ],
      steps: [
        'We check the wear layer and look for loose boards, deep stains and previous sanding before giving a price.',
        'Furniture is moved out and the work area is sealed off from the rest of the home.',
        'The floor is sanded in several passes with progressively finer grits, then edges and corners are hand-finished.',
        'Stain and multiple finish coats are applied with drying and light abrading between coats.',
        'We tell you when socks, light foot traffic, furniture and rugs can go back.',
      ],
      cost: [
        'Square footage, the condition of the wood and how much board replacement or gap filling is needed set most of the price.',
        'Stain color changes, stairs, and the finish system chosen, such as a water-based commercial finish versus an oil-based one, add to it.',
        'A screen-and-recoat costs much less than a full sand but only works when the finish is worn rather than the wood itself.',
      ],
      timing: [
        'Most refinishing jobs take a few days from sanding to final coat, depending on the finish.',
        'Furniture and rugs usually wait longer than foot traffic so the finish can cure fully.',
      ],
      faqs: [
        {
          q: 'How many times can hardwood be refinished?',
          a: 'Three-quarter-inch solid hardwood can usually be sanded many times over its life. Engineered floors depend on the thickness of the top wood layer, and some thin ones can only be lightly sanded once or not at all.',
        },
        {
          q: 'Can you match new boards to my existing floor?',
          a: 'Yes, repaired or added boards are woven in and then the whole area is sanded and stained together. That blends new and old far better than staining new boards alone.',
        },
        {
          q: 'Do I need to leave the house during refinishing?',
          a: 'Many people stay, but the rooms being finished are off-limits and oil-based finishes have a strong smell while curing. Water-based finishes have much less odor and dry faster, which is why many households choose them.',
        },
      ],
    },
    {
      name: 'Vinyl Plank and Laminate Flooring',
      keyword: 'flooring installation',
      what: [
        'Luxury vinyl plank and laminate are the most common choices for busy households that want the look of wood with easier care.',
        'Vinyl plank is waterproof through its core, which makes it a strong choice for kitchens, laundry rooms, basements and bathrooms.',
        'Laminate has a dense fiberboard core with a printed image and a hard wear layer, resists scratches well, and feels more solid underfoot, but standing water can swell its edges.',
        'Both usually install as a floating floor with click-lock edges over an underlayment, so they can go over concrete, plywood and many existing hard floors.',
        'The quality of the subfloor matters more than people expect, because floating floors telegraph dips and humps and the joints can separate over uneven spots.',
      ],
      signs: [
        'Carpet in a kitchen, entry or basement that is stained or smells damp',
        'Pets or kids that are hard on the current floor',
        'Old sheet vinyl that is curling, torn or yellowed',
        'You want one consistent floor through the main level on a moderate budget',
        'A rental or flip that needs durable floors that are easy to maintain',
      ],
      steps: [
        'We measure, check the subfloor with a long straightedge and test concrete for moisture where it applies.',
        'You compare samples by wear layer thickness, plank size and texture, not just the color on the box.',
        'Old flooring is removed and high spots are ground down or low spots filled with patch or leveler.',
        'Underlayment or a vapor barrier goes down where the product calls for it.',
        'Planks are laid with staggered joints and an expansion gap at walls, then trim, stair nosing and transitions are fitted.',
      ],
      cost: [
        'Product quality drives a lot of the price: thicker wear layers and rigid cores cost more but hold up better to dents and scratches.',
        'Labor rises with floor leveling, the number of cuts around cabinets and doorways, stairs, and removal of old glued-down flooring.',
      ],
      timing: [
        'A few rooms of floating floor can often be installed in one to two days once the subfloor is ready.',
        'Leveling compound needs to dry before planks go down, which can add a day.',
      ],
      faqs: [
        {
          q: 'Is vinyl plank better than laminate?',
          a: 'Vinyl plank wins where water is a concern, such as kitchens, baths and basements. Laminate often looks and feels more like wood and resists scratches well in dry living areas.',
        },
        {
          q: 'Can you install over my existing floor?',
          a: 'Often, if the existing floor is flat, firmly attached and a single layer. We check for height problems at doors, appliances and stairs before recommending it.',
        },
        {
          q: 'What does wear layer mean?',
          a: 'It is the clear top layer that takes the scuffs and scratches. A thicker wear layer lasts longer in busy areas and is one of the best ways to compare products.',
        },
      ],
    },
    {
      name: 'Tile Floor Installation',
      keyword: 'tile floor installation',
      what: [
        'Tile floor installation covers porcelain, ceramic and natural stone set in thinset mortar and finished with grout.',
        'Porcelain is dense and absorbs very little water, so it works in bathrooms, entries, laundry rooms and kitchens, and large-format porcelain planks can imitate wood convincingly.',
        'Natural stone such as marble, travertine and slate is beautiful but needs sealing and gentler cleaning products.',
        'Tile is only as good as what is under it, so the job includes a rigid, flat substrate, often cement board or an uncoupling membrane that lets the floor move without cracking the tile.',
        'Grout choice matters too: cement grout is standard, while urethane and epoxy grouts resist stains and need less upkeep.',
      ],
      signs: [
        'Cracked or loose tiles, or hollow sounds when you tap on them',
        'Grout that is crumbling, stained dark or missing in spots',
        'A bathroom or entry that needs a floor that handles water and grit',
        'You want radiant floor heating under a new floor',
        'Dated tile that no longer matches a remodeled room',
      ],
      steps: [
        'We check floor flatness and deflection, because a floor that flexes cracks tile and grout.',
        'Old flooring is removed and the subfloor is repaired, stiffened or covered with backer board or membrane.',
        'We lay out the tile from the room center or the main sightline so cuts at walls are balanced.',
        'Tile is set in thinset with full coverage on the back, using leveling clips for large tiles.',
        'After the mortar sets, we grout, clean haze and seal the grout or stone where needed.',
      ],
      cost: [
        'Tile size and material affect both material and labor, since large-format tile and natural stone need flatter floors and more careful handling.',
        'Patterns such as herringbone or diagonal layouts add cutting time, and subfloor repair or membranes add material.',
        'Removing old tile is slow, dusty work and is priced separately from the new install.',
      ],
      timing: [
        'A small bathroom floor usually takes a few days because mortar and grout need time to cure between stages.',
        'Larger kitchens and open areas take longer, and the floor should not see heavy use until the grout has set.',
      ],
      faqs: [
        {
          q: 'Why does my tile keep cracking?',
          a: 'Repeated cracks usually point to a floor that flexes, a crack in the slab below, or tile set without enough mortar coverage. Replacing the tile alone will not fix it unless the cause is addressed too.',
        },
        {
          q: 'Can you put heated floors under tile?',
          a: 'Yes, electric radiant mats or cables are set in thinset or a membrane under the tile. They need a dedicated circuit, so an electrician handles the connection and the local permit if one is required.',
        },
        {
          q: 'Do I need to seal my grout?',
          a: 'Standard cement grout benefits from sealing to resist stains, while epoxy and many urethane grouts do not need it. We tell you which one went in and how to care for it.',
        },
      ],
    },
    {
      name: 'Carpet Installation',
      keyword: 'carpet installation',
      what: [
        'Carpet installation includes removing old carpet and pad, preparing the floor, laying new pad, and stretching and seaming the carpet so it stays tight for years.',
        'Carpet is still the favorite for bedrooms, basements and family rooms because it is warm, quiet and soft underfoot.',
        'The pad matters as much as the carpet: a dense pad of the right thickness keeps the fibers from crushing and makes the whole floor last longer.',
        'Fiber type changes how carpet wears, with nylon resilient in busy rooms, polyester soft and stain-resistant but prone to matting, and wool durable with a premium feel.',
        'Proper power stretching is what prevents the ripples and wrinkles that show up on poorly installed carpet.',
      ],
      signs: [
        'Carpet that is matted, worn thin or has ripples that keep coming back',
        'Stains or pet odors that cleaning no longer removes',
        'Visible seams or frayed edges at doorways',
        'You are finishing a basement or bedroom and want a soft, quiet floor',
      ],
      steps: [
        'We measure each room and plan seam placement away from doorways and main traffic where possible.',
        'You pick the carpet and pad together, comparing fiber, density and stain protection.',
        'Old carpet, pad and worn tack strip are removed and the subfloor is checked for squeaks and stains.',
        'New pad goes down, the carpet is seamed, power stretched and trimmed at the walls.',
        'Transitions to hard floors are finished cleanly, and doors are checked for clearance.',
      ],
      cost: [
        'Carpet fiber, face weight and pad quality drive the material cost, while room shapes, stairs and seams drive labor.',
        'Moving furniture, removing and disposing of old carpet, and subfloor treatment for pet odors add to the total.',
      ],
      timing: ['Most homes need only a day or two for carpet, with stairs taking longer than open rooms.'],
      faqs: [
        {
          q: 'How do I know if a carpet is good quality?',
          a: "Look at fiber type, density and twist rather than thickness alone. A dense, tightly twisted carpet wears better than a thick, loose one, and the manufacturer's wear rating helps compare.",
        },
        {
          q: 'Do you move furniture?',
          a: 'Moving ordinary furniture is usually part of the job, but electronics, fragile items and the contents of closets should be cleared ahead of time. Ask us what is included when you get the estimate.',
        },
        {
          q: 'Can carpet go on stairs?',
          a: 'Yes, stairs can be wrapped or installed waterfall style, and they take more time than flat rooms. A good stair install keeps the pattern straight and the nosing tight.',
        },
      ],
    },
  ],
  why: [
    'Subfloor checked and moisture measured before any material is ordered',
    'Written estimates that list material, prep, trim and removal',
    'Samples seen in your own light before you decide',
    'Advice on which material suits each room, not one product for every space',
    'Clean transitions between rooms and at doorways',
    'Dust control during tear-out and sanding',
    'Spare material left behind for future repairs',
    'Care instructions for the floor you chose',
  ],
  prepare: [
    'A rough list of the rooms and whether stairs or closets are included',
    'Photos of the current floors and any damaged or squeaky spots',
    'Product names or samples you already like',
    'Any deadlines, such as a move-in date or a holiday gathering',
    'Whether you need help moving furniture or appliances',
  ],
  faqs: [
    {
      q: 'What is the most durable flooring for pets?',
      a: 'Luxury vinyl plank and porcelain tile resist scratches and accidents best. Harder wood species with a matte finish hide scratches better than soft, glossy floors, and carpet with a moisture-resistant pad helps in bedrooms.',
    },
    {
      q: 'Do you remove the old flooring?',
      a: 'We can, and it is listed as its own line in the estimate. Removal sometimes reveals subfloor damage or older flooring layers, which we show you before deciding how to proceed.',
    },
    {
      q: 'How long should new flooring acclimate?',
      a: "Solid and engineered wood usually needs several days in the home with normal heating or cooling running. Many vinyl and laminate products also ask for a short acclimation, and we follow the manufacturer's instructions so the warranty stays valid.",
    },
    {
      q: 'Can I stay in my home during the install?',
      a: 'Usually yes, though you will lose access to the rooms being worked on. Refinishing and tile setting need the most patience because of drying times.',
    },
    {
      q: 'What about older flooring that might contain asbestos?',
      a: 'Some sheet vinyl, tiles and adhesives from older homes can contain asbestos. If we suspect it, we recommend testing before tear-out, and depending on the result the old floor is either covered over or removed by a qualified abatement company.',
    },
    {
      q: 'Will new floors fit under my doors and appliances?',
      a: 'We check heights before starting, because a thicker floor can catch doors or trap a dishwasher. Doors can be trimmed and transitions planned so the finished floor works everywhere.',
    },
    {
      q: 'Which flooring is best for resale?',
      a: 'Hardwood and quality wood-look floors in the main living areas tend to appeal to buyers, with carpet accepted in bedrooms. Consistent flooring through the main level usually looks cleaner than many different materials.',
    },
    {
      q: 'How should I clean my new floors?',
      a: 'Use a soft broom or vacuum without a beater bar and a cleaner made for the finish. Avoid steam mops on wood and laminate, and put felt pads under furniture legs.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Winter is a good time to measure and choose materials, with more flexible scheduling before spring projects pile up.',
        'Heated indoor air is dry, so small gaps between hardwood boards this time of year are normal and usually close again by summer.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring is the busiest stretch for flooring, so book early if you want floors done before summer gatherings or a sale.',
        'If you are listing a home this spring, refinishing tired hardwood is one of the most noticeable upgrades buyers see.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer humidity makes wood swell, so acclimating boards in the house with the AC running matters more now.',
        'Windows can open while finishes dry, which makes summer a comfortable time for sanding and refinishing.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'If you want new floors before holiday guests arrive, plan the work in early fall and order materials early.',
        'Late in the year, entries take a beating from wet shoes and grit, so mats at every door protect new floors.',
      ],
    },
  ],
  banned: ['lifetime warranty', 'scratch-proof', 'never needs refinishing', 'dustless guarantee'],
};
