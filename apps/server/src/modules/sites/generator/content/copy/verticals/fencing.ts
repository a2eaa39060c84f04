// Fence installation copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const fencing: VerticalCopy = {
  slug: 'fencing',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'A fence marks your property, keeps kids and pets in, adds privacy and finishes the look of a yard.',
    'In {city}, fence rules on height, placement and style can come from the city, the HOA and pool barrier codes all at once.',
    'We install and repair wood, vinyl, aluminum and chain link fences, along with gates that open and latch properly for years.',
    'A fence that stays straight depends on posts set deep enough and firmly enough for your soil and climate.',
    'Before any digging, we confirm the property line with you, check permits and HOA rules, and have underground utilities marked.',
    'Your estimate lists the material, height, post spacing and setting method, gates and hardware, and removal of any old fence.',
  ],
  services: [
    {
      name: 'Fence Installation',
      keyword: 'fence installation',
      what: [
        'Fence installation covers everything from planning the fence line to hanging the last gate.',
        'The line follows your property boundary, usually set slightly inside it, and we recommend a survey if the corners are not clearly marked.',
        'Posts are the backbone: they are set in concrete or compacted gravel at a depth suited to the fence height and, where the ground freezes, below the frost line.',
        'On slopes, the fence is either stepped in level sections or racked to follow the grade, depending on the material and look you want.',
        'Gates get heavier posts, proper hinges and latches, and on wider openings, bracing or a wheel to stop sagging.',
      ],
      signs: [
        'You need to keep pets or children safely in the yard',
        'You want privacy from the street or neighbors',
        'A new pool requires a compliant barrier',
        'An old fence is leaning, rotting or falling apart',
        'You want to define the property or improve curb appeal',
      ],
      steps: [
        'We walk the line with you and discuss height, style and gates.',
        'Property lines, permits, HOA approval and utility locates are sorted out.',
        'Old fencing is removed if needed.',
        'Post holes are dug, posts set and aligned with string lines.',
        'Rails, panels or pickets are installed and gates are hung and adjusted.',
        'The site is cleaned and leftover soil hauled or spread as agreed.',
      ],
      cost: [
        'Fence cost depends on the total length, height, material, number of gates and the ground, since rocky soil and slopes slow digging.',
        'Removing an old fence, decorative caps, custom gates and extra-deep posts add to the price.',
      ],
      timing: [
        'Most residential fences are installed in a few days once materials and approvals are ready.',
        'Spring is the busiest season, so book in winter for an early start.',
      ],
      faqs: [
        {
          q: 'Do I need a survey before installing a fence?',
          a: 'If your property corners are not clearly marked or a neighbor may dispute the line, a survey is worth it. Building on the wrong side of the line can mean moving the fence later.',
        },
        {
          q: 'Which side of the fence faces out?',
          a: 'Many cities and HOAs require the finished side to face the neighbors or the street. Shadowbox and board-on-board styles look good on both sides.',
        },
        {
          q: 'Do I need a permit for a fence?',
          a: 'Many cities require one, especially for taller fences, front-yard fences, corner lots and pool barriers. We check the rules before starting.',
        },
        {
          q: 'Why is calling 811 important?',
          a: 'Utility lines often run along property lines. The free 811 service marks public lines before digging, and private lines such as sprinklers and invisible pet fences need to be located separately.',
        },
      ],
    },
    {
      name: 'Privacy Fence',
      keyword: 'privacy fence',
      what: [
        'A privacy fence blocks views into your yard with solid or nearly solid panels, usually in wood, vinyl or composite.',
        'Common styles include stockade, shadowbox, board-on-board and horizontal slat, each with a different look and level of gap.',
        'Local rules often limit backyard fences to a certain height and front-yard fences to less, so we confirm the limits before you choose.',
        'Solid fences catch the wind like a sail, so posts, footings and spacing must be strong enough for local wind conditions.',
        'Adding lattice or a decorative top can gain a little height where codes allow and soften the look.',
      ],
      signs: [
        'Neighbors, a busy street or a parking lot can see into your yard',
        'You want a quiet, enclosed place to relax or entertain',
        'A pool or hot tub needs screening',
        'Dogs bark at passersby through an open fence',
      ],
      steps: [
        'We discuss style, height, material and where privacy matters most.',
        'Height limits, permits and HOA rules are confirmed.',
        'Posts are set and allowed to firm up before panels are attached.',
        'Boards or panels are installed level or racked to the slope.',
        'Caps, trim and gates are added, and wood is left to dry before staining.',
      ],
      cost: [
        'Privacy fence cost depends on material, height, style and length; board-on-board and horizontal designs use more material and labor.',
        'Taller fences and windy sites need stronger posts and deeper footings.',
      ],
      timing: ['A typical backyard privacy fence takes a few days to install.'],
      faqs: [
        {
          q: 'How tall can a privacy fence be?',
          a: "Many codes allow a taller fence in the backyard than the front, but limits vary widely. We check your city's rule and any HOA limits.",
        },
        {
          q: 'Wood or vinyl for privacy?',
          a: 'Wood costs less up front and can be stained any color, but needs regular care. Vinyl costs more but does not need painting or staining.',
        },
        {
          q: 'Will a privacy fence block noise?',
          a: 'It can soften noise a little, especially when solid and tall, but a fence is not a sound wall. Dense plantings along it help too.',
        },
        {
          q: 'Can I add privacy to an existing chain link fence?',
          a: 'Privacy slats or screening fabric can be added to chain link, though they catch wind and add load to the posts. A new privacy fence lasts longer and looks better.',
        },
      ],
    },
    {
      name: 'Vinyl Fence Installation',
      keyword: 'vinyl fence installation',
      what: [
        'Vinyl fencing is made of PVC panels and posts that resist rot, insects and fading, and never need painting.',
        'It comes in privacy, semi-privacy, picket and ranch rail styles, and in white, tan, gray and wood-grain finishes.',
        'Vinyl posts slide over or around concrete footings, and aluminum inserts can reinforce gate posts and rails.',
        'Vinyl expands and contracts with temperature, so panels must be installed with the right spacing and hardware.',
        'Quality varies widely between products, so wall thickness and reinforcement are worth comparing between quotes.',
        'Gates in vinyl are often the weak point, so we use steel or aluminum-reinforced frames and heavy hinges on anything wider than a walk gate.',
      ],
      signs: [
        'You want a fence that does not need staining',
        'Your wood fence keeps rotting at the base',
        'You want a clean, uniform look',
        'The fence will stand near sprinklers or damp ground',
      ],
      steps: [
        'We confirm style, color and height, and order panels to fit the run.',
        'Posts are set in concrete and carefully aligned, since vinyl shows any misalignment.',
        'Rails and panels are installed with room for expansion.',
        'Gates are hung with reinforced posts and hardware.',
        'Caps are installed and the fence is cleaned.',
      ],
      cost: [
        'Vinyl fence cost depends on style, height, length, color and product quality.',
        'Wood-grain finishes, decorative tops and reinforced gates cost more.',
      ],
      timing: ['Vinyl fences usually install in a few days once panels arrive.'],
      faqs: [
        {
          q: 'Does vinyl fencing get brittle in cold weather?',
          a: 'Vinyl becomes less flexible in very cold temperatures and can crack from hard impacts. Quality products handle normal winters well.',
        },
        {
          q: 'How do I clean a vinyl fence?',
          a: 'Mild soap, water and a soft brush remove most dirt and mildew. Avoid harsh solvents that can dull the surface.',
        },
        {
          q: 'Can a damaged vinyl panel be replaced?',
          a: 'Usually yes, if the same product is still available. Keep the brand and style name with your records.',
        },
        {
          q: 'Will a vinyl fence yellow over time?',
          a: 'Quality vinyl is formulated with UV inhibitors to resist yellowing and fading. Cheaper products may discolor sooner, which is one reason to compare brands and warranties.',
        },
      ],
    },
    {
      name: 'Wood Fence Installation',
      keyword: 'wood fence installation',
      what: [
        'Wood fencing offers a natural look and the most flexibility in style, height and finish.',
        'Cedar and redwood resist decay naturally, while pressure-treated pine is affordable and treated to resist rot and insects.',
        'Posts in contact with the ground should be rated for ground contact, and hot-dipped galvanized or stainless fasteners resist rust streaks.',
        'New wood should dry out before staining or sealing, which protects it from sun and moisture and slows graying.',
        'Styles range from picket and split rail to privacy, shadowbox and modern horizontal designs.',
        'Boards are kept a little above the soil so they do not wick up moisture, and a kick board along the bottom can be replaced when it wears out.',
      ],
      signs: [
        'You want a classic, natural look',
        'You plan to stain or paint the fence a custom color',
        'A budget that favors a lower up-front cost',
        'You need a custom height or design that panels do not offer',
      ],
      steps: [
        'We discuss species, style and finish.',
        'Posts are set and braced.',
        'Rails and boards are installed with corrosion-resistant fasteners.',
        'Gates are built and hung with sturdy hinges and anti-sag hardware.',
        'We advise when and how to stain or seal.',
      ],
      cost: [
        'Wood fence cost depends on the species, board style, height and length.',
        'Cedar and redwood cost more than pressure-treated pine, and staining adds to the total.',
      ],
      timing: ['Wood fences typically take a few days; staining is done after the wood has dried.'],
      faqs: [
        {
          q: 'How long does a wood fence last?',
          a: 'It depends on the wood, the climate and the care it gets. Posts usually fail first at ground level, so good post setting and drainage matter.',
        },
        {
          q: 'When should I stain a new fence?',
          a: 'Once the wood has dried enough to absorb stain; a drop of water that soaks in rather than beading is a good sign.',
        },
        {
          q: 'Why are my fence boards warping?',
          a: 'Wood moves as it dries and absorbs moisture. Proper fasteners, spacing and a sealer reduce warping.',
        },
        {
          q: 'Should fence posts be set in concrete?',
          a: 'Concrete is common and holds posts firmly, but the top should be shaped to shed water away from the wood. In some soils, compacted gravel drains better and helps posts last.',
        },
      ],
    },
    {
      name: 'Fence Repair',
      keyword: 'fence repair',
      what: [
        'Fence repair fixes leaning sections, broken posts, damaged boards and panels, and gates that sag or will not latch.',
        'A leaning fence usually means a post has rotted or its footing has shifted, and replacing or bracing that post straightens the line.',
        'Broken or missing boards are replaced with matching material and fasteners, and rails are reattached or sistered.',
        'Sagging gates get new hinges, anti-sag cable kits or a reinforced frame, and latches are realigned.',
        'When most posts are failing at once, a new fence usually costs less than chasing repairs.',
      ],
      signs: [
        'A section leaning after a storm',
        'Posts that wobble or are rotted at the ground',
        'A gate that drags or will not close',
        'Loose, cracked or missing boards',
        'Vinyl panels popped out of their rails',
      ],
      steps: [
        'We inspect posts, rails, panels and gates.',
        'You get a written price for repairs or a comparison with replacement.',
        'Failed posts are removed and new ones set.',
        'Boards, rails and panels are repaired or replaced.',
        'Gates are adjusted and latches realigned.',
      ],
      cost: [
        'Repair cost depends on the number of posts and sections involved, the material and how easy matching parts are to find.',
        'Removing old concrete footings and working around landscaping add time.',
      ],
      timing: [
        'Most repairs take a day.',
        'Fix leaning sections soon, since one failing post loads its neighbors.',
      ],
      faqs: [
        {
          q: 'Can a leaning fence be straightened?',
          a: 'Often, by replacing or bracing the failed post. If many posts are rotted, replacing the fence is the better value.',
        },
        {
          q: 'Who pays to fix a shared fence?',
          a: 'Rules vary by state and city, and many neighbors simply split the cost. Talk first, and put any agreement in writing.',
        },
        {
          q: 'Is storm damage to a fence covered by insurance?',
          a: 'Many homeowners policies cover fences damaged by sudden events such as wind or a fallen tree. Your insurer decides; we can provide photos and an estimate.',
        },
        {
          q: 'Can you match my old fence boards?',
          a: 'We can usually match the size and style, but new wood looks different from weathered boards for a while. Staining the whole section helps it blend.',
        },
      ],
    },
  ],
  why: [
    'Property lines, permits, HOA rules and utility locates handled before digging',
    'Posts set deep and firm for your soil and climate',
    'Gates built and hung to swing and latch properly',
    'Written estimates listing material, height, post setting and gates',
    'Honest advice on repair versus replacement',
    'Clean job sites with old fencing hauled away',
  ],
  prepare: [
    'A property survey or plat if you have one',
    'HOA fence rules and approval forms',
    'Where you want gates and how wide they need to be',
    'Locations of sprinkler lines, invisible pet fences or septic systems',
    'Photos of fence styles you like',
  ],
  faqs: [
    {
      q: 'What is the most durable fence material?',
      a: 'Aluminum, vinyl and well-built chain link need little upkeep and last a long time. Wood can last well too, with good posts and regular sealing.',
    },
    {
      q: "Do I need my neighbor's permission to build a fence?",
      a: 'Not usually, if the fence sits on your property and follows local rules. It is still courteous to let neighbors know, and some areas require notice for shared lines.',
    },
    {
      q: 'What fence works best for dogs?',
      a: 'A solid or tightly spaced fence tall enough for your dog, with no gaps at the bottom. Diggers may need wire or a concrete strip along the base.',
    },
    {
      q: 'What does a pool fence need?',
      a: 'Pool barriers usually have minimum heights, limited gaps and self-closing, self-latching gates that open away from the pool. Local codes set the details.',
    },
    {
      q: 'Do fence companies need a license?',
      a: 'Some states and cities license fence contractors, while others do not. Ask for proof of insurance and check any license that applies in {stateName}.',
    },
    {
      q: 'Can you install a fence on a slope?',
      a: 'Yes. Fences can be stepped in level sections or racked to follow the ground, depending on the material and the look you want.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Winter is a good time to get surveys, permits and HOA approval ready.',
        'Where the ground freezes, installs may pause until the soil thaws.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Book early: spring is when everyone wants a fence before summer.',
        'Check for posts loosened by winter freeze and thaw.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer is the time to stain or seal wood fences in dry weather.',
        'Storms can push fences over; check posts after high winds.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Fall is an excellent time to install a fence, with firm ground and mild weather.',
        'Trim vines and shrubs that trap moisture against the fence.',
      ],
    },
  ],
  banned: ['emergency', 'no permit needed', 'lifetime fence'],
};
