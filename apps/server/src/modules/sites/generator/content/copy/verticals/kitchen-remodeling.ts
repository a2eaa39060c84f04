// Kitchen remodeling copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const kitchenRemodeling: VerticalCopy = {
  slug: 'kitchen-remodeling',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'The kitchen is the room people use most and the one they most often want to change, whether that means more storage, a better layout or simply surfaces that are easy to clean.',
    'A good remodel starts with how you cook and gather, not with a catalog, so we begin by asking what works in your kitchen today and what gets in the way.',
    'We handle projects from a cabinet and countertop update to a full gut remodel that moves walls, plumbing and lighting.',
    'Behind the finishes there is real construction: electrical circuits for modern appliances, venting for the range hood, plumbing moves and the permits that come with them.',
    'In {city}, many kitchens are in homes built decades ago, so we plan for surprises like old wiring or uneven floors rather than pretending they will not happen.',
    'Every proposal is written, with a scope, allowances for items you have not picked yet and a clear schedule of who does what.',
    'If you are just starting to think about a new kitchen, a walk-through and a frank talk about budget is the best first step.',
  ],
  services: [
    {
      name: 'Kitchen Remodeling',
      keyword: 'kitchen remodeling',
      what: [
        'A full kitchen remodel replaces cabinets, countertops, flooring, lighting and often appliances, and may change the layout by moving walls, islands, sinks or the range.',
        'Design comes first: measured drawings, the work triangle between sink, range and refrigerator, aisle widths, landing space beside appliances and storage for the things you actually own.',
        'Construction usually includes new electrical circuits for appliances and countertop outlets, updated plumbing, a properly vented range hood and drywall repairs.',
        'Moving plumbing or taking down a wall is possible but adds structural, plumbing and permit work, so we show you what each change costs in time and money before you commit.',
        'One team coordinating the trades keeps the project moving and avoids the gaps that happen when the plumber, electrician and cabinet installer never talk.',
      ],
      signs: [
        'Not enough counter space to prepare a meal comfortably',
        'A layout where two people cannot work at once without bumping into each other',
        'Cabinets that are falling apart, water-damaged or impossible to reach',
        'Too few outlets, tripping breakers or dim lighting over work areas',
        'A closed-off kitchen you would like to open to the living space',
      ],
      steps: [
        'We visit, measure, and listen to how you cook, entertain and store things.',
        'A design and a written proposal follow, with allowances for finishes you still need to choose.',
        'Cabinets, counters and appliances are ordered, and permits are pulled where the work requires them.',
        'Demolition, rough plumbing and electrical, and any wall changes happen first, followed by required inspections.',
        'Drywall, flooring, cabinets, templating and installing countertops, backsplash and fixtures come next.',
        'We finish with a punch list walk-through so every door, drawer and outlet works before we call it done.',
      ],
      cost: [
        'The biggest drivers are cabinet quality and construction, countertop material, and whether the layout changes, since moving plumbing, gas and walls adds trades and permits.',
        'Appliance packages, custom features like pantry pull-outs and lighting plans, and repairs uncovered behind old cabinets also shape the final price.',
        'A written allowance for each undecided item keeps the budget honest as choices get made.',
      ],
      timing: [
        'Design and ordering usually take longer than construction, since cabinets and special-order items have lead times.',
        'Once work starts, a full remodel takes several weeks, and planning a temporary kitchen elsewhere in the house makes that time much easier.',
      ],
      faqs: [
        {
          q: 'Can I live at home during a kitchen remodel?',
          a: 'Most people do. A temporary setup with a microwave, a coffee maker and the refrigerator moved to another room gets you through, and we seal off the work area to keep dust down.',
        },
        {
          q: 'Do I need a permit for a kitchen remodel?',
          a: 'Cosmetic work like new cabinets and counters often does not, but new circuits, plumbing moves, gas lines and wall changes generally do. We tell you what your project needs and handle the applications and inspections.',
        },
        {
          q: 'What is an allowance?',
          a: 'An allowance is a set amount in the proposal for items you have not chosen yet, such as tile or light fixtures. If your pick costs more or less, the price adjusts, so you always know where the budget stands.',
        },
      ],
    },
    {
      name: 'Kitchen Renovation',
      keyword: 'kitchen renovation',
      what: [
        'A kitchen renovation updates the room within its existing layout, keeping the sink, range and walls where they are while replacing the surfaces and fixtures that show their age.',
        'Typical work includes new countertops, a new sink and faucet, backsplash, lighting, paint and hardware, and sometimes refaced or painted cabinets.',
        'Because plumbing and walls stay put, a renovation usually needs fewer trades and less time than a full remodel.',
        'It is a good fit when cabinet boxes are solid and the layout works, but the kitchen looks dated or worn.',
        'We check the condition of the cabinets, the floor under them and the wiring before recommending a renovation, so you do not put new counters on something that needs replacing soon.',
      ],
      signs: [
        'The layout works but the finishes look tired or dated',
        'Laminate counters with burns, chips or peeling edges',
        'Cabinet doors that are worn but boxes that are still sturdy',
        'Poor lighting over the sink and counters',
        'You are preparing the home for sale and want a fresher kitchen',
      ],
      steps: [
        'We walk through the kitchen to confirm the cabinets, floor and wiring are sound enough to keep.',
        'Together we choose counters, backsplash, lighting and hardware that work with what stays.',
        'Old counters, sink and backsplash are removed with the cabinets protected.',
        'New countertops are templated and installed, then plumbing fixtures are reconnected.',
        'Backsplash, under-cabinet lighting, paint and hardware finish the room.',
      ],
      cost: [
        "Countertop material and the amount of backsplash drive most of a renovation's cost, along with the fixtures you choose.",
        'Refacing or painting cabinets costs less than replacing them, but the work needs care to look good and wear well.',
      ],
      timing: [
        'Many renovations take a week or two of work, with the wait for counters after templating being the longest step.',
      ],
      faqs: [
        {
          q: 'Is it worth painting my cabinets?',
          a: 'If the boxes and doors are solid wood or sturdy, a properly prepared and sprayed finish can look very good. Painting over damaged, warped or peeling cabinets is rarely worth it.',
        },
        {
          q: 'Can I replace counters without replacing cabinets?',
          a: 'Yes, as long as the cabinets are level and strong enough, which matters especially for stone. We check before templating and shim or reinforce where needed.',
        },
        {
          q: 'What is the difference between renovation and remodeling?',
          a: 'People use the words loosely, but here renovation means updating surfaces within the same layout. Remodeling changes the layout or replaces everything down to the studs.',
        },
      ],
    },
    {
      name: 'Cabinet Installation',
      keyword: 'cabinet installation',
      what: [
        'Cabinet installation sets new base and wall cabinets level, plumb and securely fastened to the wall framing, ready for countertops.',
        'Walls and floors in most homes are not perfectly flat or square, so a careful installer shims, scribes filler strips and adjusts every box before anything is screwed tight.',
        'Stock, semi-custom and custom cabinets differ in sizes, materials and lead times, and the choice shapes both the price and how well the cabinets fill the space.',
        'Box construction is worth asking about: plywood versus particleboard, how drawers are joined, and the quality of the hinges and drawer slides.',
        'Installation also includes crown molding, light rail, panels for appliances and the end panels that make the run look finished.',
      ],
      signs: [
        'Cabinet boxes that are swollen or soft from a sink leak',
        'Doors that sag, hinges that will not stay adjusted, or drawers that fall apart',
        'Not enough storage, or deep corners you cannot reach',
        'You are planning new stone counters and the old cabinets are not level or sturdy',
      ],
      steps: [
        'We measure precisely and confirm appliance sizes and plumbing locations before the order is placed.',
        'Cabinets are checked for damage and correct sizes when they arrive.',
        'A level line is set from the high point of the floor and wall cabinets are hung first.',
        'Base cabinets are shimmed level, joined and fastened, with cutouts for plumbing and outlets.',
        'Doors and drawers are adjusted, trim and panels installed, and the run is ready for countertop templating.',
      ],
      cost: [
        'Cabinet line and construction, the number of boxes, and specialty pieces such as pull-outs, tall pantries and glass doors drive the price.',
        'Labor increases with out-of-square walls, crown molding, islands that need electrical or plumbing, and removal of the old cabinets.',
      ],
      timing: [
        'Stock cabinets can be on hand quickly, while semi-custom and custom lines usually take several weeks to arrive.',
        'Installation itself typically takes a few days for an average kitchen.',
      ],
      faqs: [
        {
          q: 'Can you install cabinets I bought myself?',
          a: 'Often yes, if they arrive complete and undamaged and the sizes fit the plan. We check the order against the measurements before installation so missing pieces do not stall the job.',
        },
        {
          q: 'Should cabinets go to the ceiling?',
          a: 'Taller wall cabinets or stacked uppers add storage and remove the dusty gap on top. The right height depends on your ceiling and who can reach the top shelf.',
        },
        {
          q: 'What is the difference between framed and frameless cabinets?',
          a: 'Framed cabinets have a face frame around the opening, which is traditional and sturdy. Frameless cabinets give a little more interior space and a cleaner modern look.',
        },
      ],
    },
    {
      name: 'Countertop Installation',
      keyword: 'countertop installation',
      what: [
        'Countertop installation covers removing old tops, templating the cabinets precisely, fabricating the new counters and setting them with sink and cooktop cutouts.',
        'Quartz is popular because it is nonporous and needs no sealing, while granite offers natural variation and handles heat well but should be sealed periodically.',
        'Marble is beautiful and soft, so it etches from acids like lemon juice, and butcher block adds warmth but needs oiling.',
        'Solid surface and modern laminate remain practical choices with seamless or easy-care options at a lower cost.',
        'Details matter: edge profile, seam placement, overhang support at islands and how the sink is mounted all affect how the counter looks and lasts.',
      ],
      signs: [
        'Laminate with peeling edges, burns or swollen seams near the sink',
        'Tile counters with stained or cracked grout',
        'Chips, cracks or stains in stone that cannot be polished out',
        'Not enough seating or landing space at the island',
      ],
      steps: [
        'Cabinets are checked for level and strength, especially before heavy stone goes on.',
        'A template is made once the sink, faucet and cooktop choices are final.',
        'Slabs are selected, and you can often approve the layout of veining and seams.',
        'The fabricated counters are set, seams joined, and cutouts finished.',
        'Sink, faucet and cooktop are reconnected by the right trade and the surface is sealed if needed.',
      ],
      cost: [
        'The material and its grade, the total square footage, edge profiles and the number of cutouts drive the price.',
        'Thicker slabs, mitered edges, waterfall ends and island overhangs that need hidden support add fabrication time.',
      ],
      timing: [
        'Fabrication usually follows templating by one to a few weeks, and installation is typically done in a day.',
        'Plan to be without a working sink from removal until the plumber reconnects it.',
      ],
      faqs: [
        {
          q: 'Quartz or granite?',
          a: 'Quartz is consistent in pattern and needs no sealing, which suits busy households. Granite handles heat better and every slab is unique, with sealing as routine care.',
        },
        {
          q: 'Can new counters go over old ones?',
          a: 'Overlay products exist, but most quality installs remove the old top. That keeps the height right for appliances and backsplash and shows any cabinet damage underneath.',
        },
        {
          q: 'Will there be seams?',
          a: 'Long runs and L-shapes often need a seam, since slabs have a maximum size. A good fabricator places seams where they are least noticeable and matches the pattern across them.',
        },
      ],
    },
    {
      name: 'Backsplash Installation',
      keyword: 'kitchen backsplash installation',
      what: [
        'A backsplash protects the wall behind counters and the range from splashes and grease, and it is one of the fastest ways to change the look of a kitchen.',
        'Materials range from ceramic subway tile and glass mosaic to porcelain slabs and stone that matches the countertop.',
        'The wall is prepared so it is flat and sound, outlets are extended so covers sit flush, and tile is set with a layout that centers on the range or window.',
        'Behind the range, heat and grease call for materials that clean easily and grout that resists staining.',
        'Trim pieces or finished edges give a clean end where the tile stops, instead of a raw cut edge.',
      ],
      signs: [
        'Painted drywall behind the sink that is stained or peeling',
        'Old tile with cracked or dark grout lines',
        'New countertops that clash with the existing backsplash',
        'Grease stains behind the range that will not wash off',
      ],
      steps: [
        'We confirm the counters are installed and the layout, height and end points are set.',
        'Old backsplash is removed and the wall repaired, with outlet boxes extended as needed.',
        'Tile is laid out from a centerline so cuts at the ends are even.',
        'Tile is set, grouted and cleaned, and the joint at the counter is sealed with caulk so it can move.',
      ],
      cost: [
        'The tile itself, its size and pattern, and the square footage are the main factors, since small mosaics and herringbone layouts take longer to set.',
        'Removing an old tile backsplash and repairing the wall behind it adds labor.',
      ],
      timing: [
        'Most backsplashes take one to two days including grout, with a short wait before heavy cleaning.',
      ],
      faqs: [
        {
          q: 'How high should a backsplash go?',
          a: 'Most run from the counter to the bottom of the wall cabinets. Behind the range or on open walls, running tile to the ceiling or hood makes a strong focal point.',
        },
        {
          q: 'Why caulk instead of grout at the counter?',
          a: 'Counters and walls move slightly at different rates, and rigid grout cracks at that joint. A color-matched flexible caulk stays sealed.',
        },
        {
          q: 'Can a backsplash be done without replacing counters?',
          a: 'Yes, it is a common standalone update. We protect the existing counters and work the new tile to the current height.',
        },
      ],
    },
  ],
  why: [
    'Design that starts with how you cook, clean and store',
    'Written proposals with clear scope and allowances',
    'One team coordinating plumbing, electrical, cabinets and counters',
    'Permits and inspections handled where the work requires them',
    'Dust protection and a clean job site each day',
    'Honest advice on keeping what still works',
    'A final walk-through and punch list before the job closes',
  ],
  prepare: [
    'Photos or saved images of kitchens you like',
    'A rough budget range so the design fits it from the start',
    'A list of what frustrates you about the current kitchen',
    'Appliance models you plan to keep or buy',
    'Any deadlines, such as a holiday or family event',
  ],
  faqs: [
    {
      q: 'Where should I start if I am thinking about a new kitchen?',
      a: 'Start with a list of problems to solve and a budget range you are comfortable with. A walk-through with a remodeler helps sort out which changes are easy and which add cost.',
    },
    {
      q: 'How do you handle surprises behind the walls?',
      a: 'Old wiring, water damage or framing problems sometimes show up during demolition. We stop, show you what we found, and give you a written change order before doing extra work.',
    },
    {
      q: 'Do you offer design help?',
      a: 'Yes, layout and material choices are part of the process. We show drawings and samples so decisions are made before work starts, not in the middle of it.',
    },
    {
      q: 'Is financing available?',
      a: "Some homeowners use savings, a home equity line or a lender's remodeling loan. We can talk about payment schedules, but the loan decision is between you and your lender.",
    },
    {
      q: 'What adds the most value to a kitchen?',
      a: 'Good layout, storage and lighting improve daily life the most, and durable counters and updated fixtures appeal to buyers. Overspending on very high-end finishes in a modest home rarely pays back at sale.',
    },
    {
      q: 'How do I keep the project on budget?',
      a: 'Make finish choices before work starts, keep the layout where changes add little value, and set aside a contingency for surprises. Changes made mid-project are the most common budget breaker.',
    },
    {
      q: 'Who handles the plumbing and electrical?',
      a: 'Plumbing and electrical work is done by tradespeople licensed for it in your state, coordinated with the rest of the schedule. Ask any remodeler how they handle those trades and inspections.',
    },
  ],
  seasons: [
    {
      months: [0, 1, 2],
      advice: [
        'Late winter is the best time to design and order, so cabinets and counters arrive when spring work begins.',
        'Kitchens planned now can often start before the spring calendar fills up.',
      ],
    },
    {
      months: [3, 4, 5],
      advice: [
        'Spring is the busiest time for remodels, so book consultations early and lock in selections before demolition.',
        'Mild weather makes a temporary kitchen in the dining room or on the porch easier to live with.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'Summer is a good time to live without an indoor kitchen: the grill and patio carry a lot of the cooking.',
        'If you want the kitchen done for the holidays, summer is the time to sign off on the design.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Projects that start in the fall should have every selection made up front so nothing delays a holiday finish.',
        'Quieter months late in the year are a good time for smaller updates like a backsplash or new lighting.',
      ],
    },
  ],
  banned: ['lifetime warranty', 'no permits needed', 'permit-free', 'free kitchen'],
};
