// Painting copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const painting: VerticalCopy = {
  slug: 'painting',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'Fresh paint is one of the most affordable ways to change how a home looks and feels, inside or out.',
    'A paint job that lasts depends mostly on preparation: cleaning, scraping, patching, sanding, caulking and priming before any color goes on.',
    'Around {city}, sun, humidity and temperature swings decide which exterior products hold up and when it is warm and dry enough to paint.',
    'We paint interiors and exteriors, refinish cabinets, stain decks and fences, and repair drywall before painting.',
    'We protect floors, furniture and landscaping, keep the work area tidy each day and leave rooms ready to use.',
    'Every estimate is written and lists the surfaces, the prep, the products, the number of coats and the colors, so you know exactly what you are paying for.',
  ],
  services: [
    {
      name: 'Interior Painting',
      keyword: 'interior painting',
      what: [
        'Interior painting covers walls, ceilings, trim, doors and closets, in a single room or the whole house.',
        'Preparation includes moving and covering furniture, protecting floors, filling nail holes and cracks, sanding glossy surfaces and caulking trim gaps.',
        'Stains from water, smoke or markers are sealed with a stain-blocking primer so they do not bleed through the new color.',
        'We match the sheen to the room: flat or matte on ceilings, eggshell or satin on walls, and semi-gloss on trim and doors that get touched and cleaned.',
        'Low-odor and low-VOC paints are available for bedrooms, nurseries and anyone sensitive to smells.',
        'In homes built before 1978, sanding and scraping old paint may disturb lead, so lead-safe work practices apply; ask any painter how they handle it.',
      ],
      signs: [
        'Scuffed, faded or stained walls',
        'A color scheme that feels dated',
        'Cracked caulk and chipped trim',
        'You are preparing to sell or just moved in',
        'Repairs such as drywall patches that need blending in',
      ],
      steps: [
        'We walk the rooms with you, discuss colors and sheens and note repairs.',
        'Furniture is moved and covered, floors protected and fixtures masked.',
        'Surfaces are patched, sanded, caulked and spot-primed.',
        'Ceilings, walls and trim are painted with the agreed number of coats.',
        'We remove masking, put rooms back and walk through with you for touch-ups.',
      ],
      cost: [
        'Interior painting cost depends on the size of the rooms, ceiling height, the amount of trim and the condition of the surfaces.',
        'Dramatic color changes, heavy patching, stained ceilings and detailed woodwork need more prep and coats.',
      ],
      timing: [
        'A single room often takes a day or two; a whole house takes longer.',
        'Winter is a great time for interior projects, with more open dates than spring.',
      ],
      faqs: [
        {
          q: 'How many coats of paint are needed?',
          a: 'Two coats is standard for even color and durability. Dramatic color changes or fresh drywall may need a primer coat first.',
        },
        {
          q: 'Do I need to move my furniture?',
          a: 'We move and cover furniture as part of the job, but please remove small items, valuables and wall hangings beforehand.',
        },
        {
          q: 'How long before I can use the room?',
          a: 'Most modern paints are dry to the touch quickly, and rooms can be used the same evening. Paint takes longer to fully cure, so avoid scrubbing walls for a few weeks.',
        },
      ],
    },
    {
      name: 'Exterior Painting',
      keyword: 'exterior painting',
      what: [
        'Exterior painting protects siding, trim, doors, shutters and porches from sun, rain and temperature swings.',
        'Surfaces are washed, loose paint is scraped and sanded, bare wood is primed, and gaps around windows and trim are caulked.',
        'Rotted boards and trim are replaced before painting, since paint will not hold on soft wood.',
        'We use exterior products suited to the surface, such as wood, fiber cement, stucco, brick or metal, and apply them within the temperature range on the label.',
        'Shrubs, walkways, decks and roofs are protected with drop cloths and plastic during the work.',
      ],
      signs: [
        'Peeling, blistering or cracking paint',
        'Chalky residue that rubs off on your hand',
        'Faded color on the sunniest sides of the house',
        'Bare wood showing on trim or siding',
        'Mildew stains that return after washing',
      ],
      steps: [
        'We inspect the exterior and note repairs and problem areas.',
        'The house is washed and allowed to dry.',
        'Loose paint is scraped and sanded, repairs are made and bare spots primed.',
        'Caulk is applied to joints and gaps.',
        'Body and trim colors are applied, and the site is cleaned up.',
      ],
      cost: [
        'Exterior painting cost depends on the size and height of the house, the siding type, the amount of trim and the condition of the existing paint.',
        'Heavy scraping, wood repairs, lead-safe practices on older homes and multi-color schemes add to the price.',
      ],
      timing: [
        'Most houses take several days to a couple of weeks, depending on size and weather.',
        'Book spring or early summer work in winter, because dry, mild weeks fill up first.',
      ],
      faqs: [
        {
          q: 'How often should a house exterior be painted?',
          a: 'It varies with climate, sun exposure, siding type and the quality of the last job. Sunny and weather-beaten sides usually wear first.',
        },
        {
          q: 'Can you paint in cold or damp weather?',
          a: 'Each paint has a minimum temperature, and surfaces must be dry. We watch the forecast and schedule around rain, dew and cold nights.',
        },
        {
          q: 'Should I pressure wash before painting?',
          a: 'Washing is important, but high pressure can force water into wood and behind siding. We use the gentlest method that gets the surface clean.',
        },
        {
          q: 'Can you paint vinyl or aluminum siding?',
          a: 'Yes, with products made for those surfaces. Vinyl needs colors that will not absorb too much heat, since dark colors can make panels warp.',
        },
      ],
    },
    {
      name: 'Cabinet Painting',
      keyword: 'cabinet painting',
      what: [
        'Cabinet painting gives kitchens and bathrooms a fresh look at a fraction of the cost of new cabinets.',
        'Doors and drawer fronts are removed and labeled, hardware is bagged, and the boxes are masked in place.',
        'Surfaces are degreased, sanded and primed with a bonding primer so the finish sticks to slick factory coatings.',
        'We use durable cabinet-grade enamels, often sprayed on doors for a smooth finish, and allow proper curing time.',
        'Solid wood and MDF cabinets paint well, while some laminate and thermofoil surfaces are poor candidates, and we tell you which you have.',
      ],
      signs: [
        'Solid cabinets with dated stain or color',
        'Worn finish around handles and the sink',
        'You want a new kitchen look without replacing cabinets',
        'Cabinets that do not match a new countertop or floor',
      ],
      steps: [
        'We check cabinet material and condition and agree on color and sheen.',
        'Doors and drawers are removed, labeled and taken to a work area.',
        'Surfaces are cleaned, sanded and primed.',
        'Finish coats are applied and left to cure.',
        'Doors and hardware are reinstalled and adjusted.',
      ],
      cost: [
        'Cabinet painting cost depends on the number of doors and drawers, the cabinet material, the condition of the existing finish and color choice.',
        'Glazing, two-tone schemes, new hardware and repairs to damaged doors add to the price.',
      ],
      timing: [
        'Most kitchens take about a week including curing time, and the kitchen stays usable through much of it.',
      ],
      faqs: [
        {
          q: 'Will painted cabinets chip?',
          a: 'Any painted surface can chip with hard knocks, but proper cleaning, sanding, bonding primer and a cabinet-grade enamel make the finish tough.',
        },
        {
          q: 'Can you paint oak cabinets without the grain showing?',
          a: 'Oak grain shows through paint unless a grain filler is applied first. It adds time but gives a smooth, modern look.',
        },
        {
          q: 'Can I use the kitchen during the project?',
          a: 'Mostly yes, with some limits while doors are off and finishes are curing. We plan the work to keep the kitchen usable.',
        },
        {
          q: 'Should I replace hardware when painting cabinets?',
          a: 'It is a good time to do it, and new hardware finishes the look. If the new pulls have a different hole spacing, old holes are filled before painting.',
        },
      ],
    },
    {
      name: 'Deck and Fence Staining',
      keyword: 'deck staining',
      what: [
        'Deck and fence staining protects wood from sun, rain and mildew and brings back its color.',
        'Wood is cleaned with a deck cleaner and, where old stain is failing, a stripper, then brightened and left to dry fully.',
        'Transparent and semi-transparent stains show the grain but need reapplying more often, while solid stains hide more and last longer on horizontal surfaces.',
        'Loose boards and popped nails are fixed before staining so the deck is safe and the finish even.',
        'Stain must go on dry wood within the temperature range on the label, so we schedule around weather.',
      ],
      signs: [
        'Gray, weathered wood',
        'Water soaking in instead of beading',
        'Peeling or flaking old stain',
        'Mildew or green growth in shady areas',
        'A new deck or fence that has dried out and is ready for finish',
      ],
      steps: [
        'We check the wood and the existing finish.',
        'The surface is cleaned, stripped if needed and brightened.',
        'Repairs to loose boards and fasteners are made.',
        'Once dry, stain is applied evenly and worked into the wood.',
        'We tell you when the deck or fence can be used again.',
      ],
      cost: [
        'Staining cost depends on the square footage, railings and stairs, the condition of the wood and whether old finish must be stripped.',
        'Solid stains and paint-like coatings cost more to strip later, which matters when choosing a product.',
      ],
      timing: [
        'Most decks take a couple of days, including drying time between cleaning and staining.',
        'Late spring and early fall offer the dry, mild days stain needs.',
      ],
      faqs: [
        {
          q: 'How often should a deck be stained?',
          a: 'Horizontal surfaces wear faster than railings and fences. Many decks need attention every couple of years; the water-bead test tells you when.',
        },
        {
          q: 'Can I stain a new deck right away?',
          a: 'New pressure-treated wood usually needs time to dry before it will absorb stain. Test by sprinkling water; if it soaks in, the wood is ready.',
        },
        {
          q: 'Can composite decking be stained?',
          a: "Most composite decking is not meant to be stained. It should be cleaned instead, following the manufacturer's instructions.",
        },
        {
          q: 'Should I stain or paint my deck?',
          a: 'Stain soaks into the wood and wears away gradually, making recoats easier. Paint forms a film that can peel on decks, where foot traffic and standing water are hard on it.',
        },
      ],
    },
    {
      name: 'Drywall Repair',
      keyword: 'drywall repair',
      what: [
        'Drywall repair fixes holes, cracks, dents, water damage and loose tape so walls look smooth before painting.',
        'Small holes are filled and sanded, while larger holes get a patch or a new piece of drywall with backing and taped seams.',
        'Cracks that keep returning at corners and doors are re-taped with mesh or paper tape rather than just filled.',
        'We match wall textures such as orange peel, knockdown or smooth finishes so repairs blend in.',
        'Water-stained areas are checked for moisture first, since repairing over an active leak only hides the problem.',
        'Ceiling repairs get extra care, since light falling across a ceiling shows every ridge and seam.',
      ],
      signs: [
        'Holes from doorknobs, anchors or moved fixtures',
        'Nail pops and cracked tape seams',
        'Water stains or sagging ceiling drywall',
        'Patches that show through paint',
      ],
      steps: [
        'We check the damage and the wall texture.',
        'Damaged drywall is cut out or prepared for patching.',
        'Patches are installed, taped and coated in several thin layers.',
        'The area is sanded and the texture matched.',
        'Repairs are primed and painted to blend with the wall.',
      ],
      cost: [
        'Drywall repair cost depends on the number and size of repairs, texture matching and whether the wall needs full repainting to blend.',
        'Ceiling repairs and water-damaged areas take more prep and time.',
      ],
      timing: [
        'Small repairs usually need more than one visit or a full day, since each coat of compound must dry.',
      ],
      faqs: [
        {
          q: 'Why can I still see the patch after painting?',
          a: 'Primer and paint sheen differences make patches show. Priming the repair and painting the whole wall corner to corner hides it.',
        },
        {
          q: 'Why do my drywall cracks keep coming back?',
          a: 'Seasonal movement in the house flexes joints above doors and windows. Re-taping with proper tape and compound holds better than filler alone.',
        },
        {
          q: 'What causes nail pops?',
          a: 'Framing lumber shrinks and shifts over time, pushing nail heads out. Resetting them with screws and patching is the lasting fix.',
        },
        {
          q: 'Can water-damaged drywall be repaired?',
          a: 'If the drywall is dry and firm, stains can be sealed and painted. Soft, crumbling or sagging drywall is cut out and replaced, after the leak is fixed.',
        },
      ],
    },
  ],
  why: [
    'Thorough preparation before any paint goes on',
    'Written estimates listing surfaces, prep, products and coats',
    'Floors, furniture and landscaping protected',
    'Lead-safe practices on older homes',
    'Sheens and products chosen for each surface',
    'Clean, tidy work areas at the end of each day',
    'A final walkthrough for touch-ups',
  ],
  prepare: [
    'Color ideas, paint chips or photos of rooms you like',
    'The year the house was built',
    'Any HOA color rules for exterior painting',
    'A list of rooms or surfaces and any repairs you know of',
    'Leftover paint from past jobs, or the color names if you have them',
  ],
  faqs: [
    {
      q: 'Do you help choose colors?',
      a: 'Yes. We can bring samples and suggest testing large swatches on the wall, since color changes with light. Final choices are always yours.',
    },
    {
      q: 'Do painters need a license?',
      a: 'Some states license painting contractors, and federal rules require lead-safe certification for firms disturbing paint in older homes. Ask for proof, and check any license in {stateName}.',
    },
    {
      q: 'What paint finish should I choose?',
      a: 'Flatter finishes hide imperfections, while glossier finishes are easier to clean. Eggshell and satin suit most walls; semi-gloss suits trim and doors.',
    },
    {
      q: 'Is it worth paying more for better paint?',
      a: 'Better paints usually cover in fewer coats, resist wear and hold color longer. On exteriors especially, quality paint is part of what makes the job last.',
    },
    {
      q: 'What should I ask any painting contractor?',
      a: 'Ask what prep is included, which products and how many coats, how they protect your home and how they handle lead in older homes. Get the answers in writing.',
    },
    {
      q: 'Do I need to be home during painting?',
      a: 'Not for most of the job, though we like to walk through at the start and end. Let us know about pets, alarms and parking.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Winter is ideal for interior painting and cabinet refinishing.',
        'Plan exterior colors now and book spring dates early.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring brings the first good exterior painting days; cold nights still matter for drying.',
        'Walk around the house to note peeling areas and rot after winter.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer is prime exterior season, but painters avoid direct midday sun on hot walls.',
        'Stain decks and fences during dry stretches.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Early fall offers mild, dry days that are excellent for exterior work.',
        'Finish exterior projects before temperatures drop below paint limits.',
      ],
    },
  ],
  banned: ['emergency', 'lead-free guaranteed', 'one-coat miracle'],
};
