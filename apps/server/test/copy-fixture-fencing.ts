// Test copy for a planned-work trade (see copy-fixtures.ts).
import type { VerticalCopy } from '../src/modules/sites/generator/content/copy';

export const FENCING_COPY: VerticalCopy = {
  slug: 'fencing',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'A good fence marks the property line, keeps pets and children in the yard and gives a patio some privacy.',
    'In {city}, most residential fences are wood, vinyl, aluminum or chain link, and each suits a different budget and look.',
    'We build new fences, replace worn-out ones and repair sections damaged by wind, rot or a leaning post.',
    'Every project starts with the property line, the height limits of {county} or your homeowners association, and where underground utilities run.',
    'Posts set deep in concrete are what make a fence last, so we never rush the footings.',
    'You get a drawing of the layout, the materials and the gates with your written estimate.',
  ],
  services: [
    {
      name: 'Fence Installation',
      keyword: 'fence installation',
      what: [
        'Fence installation covers the layout, the post holes, the footings, the panels or pickets and the gates.',
        'Cedar and pressure-treated pine are the most common wood choices, while vinyl and aluminum need far less upkeep.',
        'Posts are set below the frost line in concrete so the fence stays straight through freeze and thaw.',
        'Gates get heavier posts and proper hinges and latches, because they take the most wear.',
        'Utility lines are marked before digging, and property pins are located where the line is unclear.',
      ],
      signs: [
        'A new pool, dog or playset that needs a safe boundary',
        'A yard that is open to the street or a neighbor',
        'An HOA request to match a standard style',
        'A home sale where a fence will add appeal',
      ],
      steps: [
        'We measure the yard, mark the line and talk through style, height and gates.',
        'You get a drawing and a written estimate with the materials listed.',
        'Utilities are marked and any permit or HOA approval is arranged.',
        'Posts are set in concrete and left to cure.',
        'Rails, panels and gates are installed, and the site is cleaned up.',
      ],
      cost: [
        'Price depends mostly on the length of the fence, its height, the material and the number of gates.',
        'Sloped yards, rocky soil and removing an old fence add labor.',
      ],
      timing: [
        'Most residential fences are built in a few working days once materials arrive.',
        'Booking in late winter gives you the widest choice of spring dates.',
      ],
      faqs: [
        {
          q: 'How tall can my fence be?',
          a: 'Many cities and HOAs limit backyard fences to around six feet and front yard fences to less. We check the local rules for your address before building.',
        },
        {
          q: 'Which side of the fence faces out?',
          a: 'The finished side usually faces the neighbor or the street, and some HOAs require it. We confirm the rules with you first.',
        },
        {
          q: 'Do I need to tell my neighbors?',
          a: 'It is not always required, but it is a good idea, especially on a shared line. Some neighbors agree to share the cost.',
        },
      ],
    },
    {
      name: 'Fence Repair',
      keyword: 'fence repair',
      what: [
        'Fence repair fixes leaning posts, broken rails, loose pickets and sagging gates without replacing the whole fence.',
        'Most failures start at the base of a post, where wood rots at the soil line or the footing has shifted.',
        'A rotted post can often be replaced or braced with a steel post mender while the panels stay in place.',
        'Sagging gates are usually fixed with a new hinge post, a diagonal brace or adjustable hardware.',
      ],
      signs: [
        'Posts leaning after a storm or wet season',
        'Pickets or boards split, loose or missing',
        'A gate that drags or will not latch',
        'Soft, dark wood at the base of posts',
      ],
      steps: [
        'We inspect the posts, rails and gates and mark what has failed.',
        'You get a written price for the repair and an honest view of the rest of the fence.',
        'Damaged posts are replaced or braced and boards are matched as closely as possible.',
        'Gates are rehung and adjusted so they swing and latch properly.',
      ],
      cost: [
        'Cost depends on how many posts have failed, the material and how easy it is to match the existing boards.',
        'When most posts are rotting, a new fence can be better value than repeated repairs.',
      ],
      timing: [
        'Most repairs take a day; replacement posts set in concrete need time to cure before panels go back on.',
      ],
      faqs: [
        {
          q: 'Can you match my existing fence?',
          a: 'We match style and size closely. New wood is lighter at first and weathers to match over a season or two.',
        },
        {
          q: 'Is it worth repairing an old fence?',
          a: 'If the posts are sound and only boards or a gate have failed, a repair makes sense. Widespread rot usually means replacement.',
        },
        {
          q: 'Why does my gate sag?',
          a: 'Gates pull on their hinge post, which leans over time. A stronger post, a brace or a tension kit fixes most sagging gates.',
        },
      ],
    },
    {
      name: 'Privacy Fence',
      keyword: 'privacy fence',
      what: [
        'A privacy fence is a solid fence, usually six feet tall, that blocks views into the yard.',
        'Board-on-board wood, shadowbox and solid vinyl panels are the most popular styles.',
        'Solid fences catch the wind, so posts are spaced closer and set deeper than on an open fence.',
        'Lattice or horizontal slat toppers add height and style where the local rules allow it.',
      ],
      signs: [
        'A neighbor or street with a clear view into your yard',
        'A new patio, hot tub or pool that needs screening',
        'Road noise you would like to soften',
        'Dogs that bark at everything passing by',
      ],
      steps: [
        'We walk the line and talk through height, style and where the gates go.',
        'The layout and materials are confirmed in a written estimate.',
        'Posts are set deeper and closer for wind load.',
        'Panels or boards are installed and the top line is kept level or stepped with the slope.',
      ],
      cost: [
        'The price depends on the length, the height, the style and whether the material is wood or vinyl.',
        'Board-on-board wood uses more lumber than a simple stockade style.',
      ],
      timing: ['A typical backyard privacy fence is finished within a week of the posts going in.'],
      faqs: [
        {
          q: 'Wood or vinyl for a privacy fence?',
          a: 'Wood costs less up front and can be stained any color. Vinyl costs more but needs no staining or sealing.',
        },
        {
          q: 'How long does a wood privacy fence last?',
          a: 'Pressure-treated pine and cedar often last fifteen years or more with regular sealing and sound posts.',
        },
        {
          q: 'Does a privacy fence reduce noise?',
          a: 'A solid fence softens road noise a little, mostly by blocking the direct line of sound. Denser materials help more.',
        },
      ],
    },
    {
      name: 'Vinyl Fencing',
      keyword: 'vinyl fence',
      what: [
        'Vinyl fencing is made of PVC panels and posts that never need painting or staining.',
        'Posts slide over footings or are set in concrete, and panels lock into routed holes.',
        'Styles range from solid privacy panels to picket and ranch rail designs.',
        'A good vinyl fence uses thick, UV-stabilized material so it does not yellow or turn brittle.',
      ],
      signs: [
        'You are tired of staining a wood fence every few years',
        'Your HOA calls for a white or tan vinyl style',
        'A pool area that needs a clean, low-upkeep barrier',
        'A wet yard where wood posts keep rotting',
      ],
      steps: [
        'We measure and choose a style and color with you.',
        'You get a written estimate with the panel and gate count.',
        'Posts are set level and plumb, since vinyl shows every wave.',
        'Panels and gates are installed and the posts are capped.',
      ],
      cost: [
        'Vinyl costs more per foot than most wood, and the price depends on the panel style, height and gates.',
        'Over the years, saving on stain and repairs narrows the gap.',
      ],
      timing: ['Vinyl goes up quickly once the posts are set, often in one or two days.'],
      faqs: [
        {
          q: 'Does vinyl fencing crack in cold weather?',
          a: 'Quality vinyl flexes in the cold, but a hard impact in freezing weather can crack it. Damaged panels can be replaced one at a time.',
        },
        {
          q: 'How do I clean a vinyl fence?',
          a: 'A garden hose and mild soap take care of most dirt. Avoid pressure washing too close, which can scuff the surface.',
        },
      ],
    },
  ],
  why: [
    'Property lines and local rules checked before digging',
    'Posts set in concrete below the frost line',
    'A drawing of the layout with every estimate',
    'Materials listed by name in writing',
    'Clean job sites and hauled-away old fencing',
    'Honest advice on repair versus replacement',
  ],
  prepare: [
    'A plat or survey of your property, if you have one',
    'Your HOA rules on fence height, style and color',
    'Where you want gates and how wide they should be',
    'Photos of any fence you like the look of',
  ],
  faqs: [
    {
      q: 'Do I need a permit for a fence?',
      a: 'Many cities require a permit for new fences, especially taller ones or pool barriers. We check for your address and handle the application where needed.',
    },
    {
      q: 'How do you find the property line?',
      a: 'We look for the survey pins and your plat. If the line is unclear, a licensed surveyor can mark it before we build.',
    },
    {
      q: 'What is the best time of year to build a fence?',
      a: 'Fences can be built most of the year as long as the ground is not frozen. Spring is the busiest season, so booking early helps.',
    },
    {
      q: 'Can a fence be built on a slope?',
      a: 'Yes. Panels are either stepped down the slope or racked to follow it, depending on the style and the grade.',
    },
    {
      q: 'How long does a new fence take?',
      a: 'Most residential fences take a few working days, plus time for materials to arrive and concrete to cure.',
    },
    {
      q: 'Do you remove the old fence?',
      a: 'Yes, removal and disposal of the old fence can be part of the estimate.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: ['Plan your spring fence in the winter: layouts, HOA approval and permits take time.'],
    },
    {
      months: [2, 3, 4, 5],
      advice: ['Spring is the busiest fence season; book early for the dates you want.'],
    },
    {
      months: [6, 7, 8],
      advice: ['Summer is a good time to stain or seal a wood fence once it has dried out.'],
    },
    { months: [9, 10, 11], advice: ['Fall is a calmer time to replace a fence before the ground freezes.'] },
  ],
  banned: ['storm chasing'],
};
