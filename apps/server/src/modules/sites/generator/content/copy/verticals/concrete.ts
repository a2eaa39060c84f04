// Concrete contractor copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const concrete: VerticalCopy = {
  slug: 'concrete',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'Concrete looks simple, but a driveway or patio that stays flat and crack-resistant for decades depends on work you never see once it is poured.',
    'Around {city}, soil type, drainage, freeze-thaw cycles and summer heat all affect how concrete should be mixed, placed and cured.',
    'We pour driveways, patios, walkways and steps, add stamped and colored finishes, and repair or level existing slabs.',
    'Every job starts with the base: removing soft soil, compacting gravel and planning slope so water runs away from the house.',
    'We place control joints where cracks are most likely, reinforce where the load calls for it and cure the slab properly.',
    'Written estimates list thickness, reinforcement, finish, sealing and how old concrete will be removed.',
  ],
  services: [
    {
      name: 'Concrete Driveways',
      keyword: 'concrete driveway',
      what: [
        'A concrete driveway is a long-lasting surface for cars and foot traffic, and it is only as good as what lies underneath.',
        'We remove old paving and soft soil, then build a compacted gravel base sized to your soil and drainage.',
        'Driveways are usually poured thicker than patios and reinforced with rebar or wire mesh, with thicker edges where heavy vehicles turn.',
        'Control joints are cut at regular spacing so the slab cracks along straight, planned lines rather than randomly.',
        'Where winters freeze, air-entrained concrete resists freeze-thaw damage and deicing salts better.',
        'The apron where the driveway meets the street often falls under city rules, and a permit may be required.',
      ],
      signs: [
        'Cracks that are widening, heaving or sinking',
        'Crumbling surfaces, pitting or exposed stone',
        'Water pooling on the driveway or running toward the garage',
        'An old asphalt or gravel drive you want to upgrade',
        'A driveway that is too narrow for your cars',
      ],
      steps: [
        'We measure the drive, check drainage and discuss width, finish and edges.',
        'Permits for the apron or right-of-way are applied for where required.',
        'Old paving is removed, the subgrade is shaped and the base compacted.',
        'Forms and reinforcement are set, and the concrete is poured and finished.',
        'Joints are cut and the slab is cured and kept off limits to vehicles until it gains strength.',
      ],
      cost: [
        'Driveway cost depends on size, thickness, reinforcement, demolition of the old surface and site access for trucks.',
        'Decorative finishes, colored concrete, heavy slopes and extra base work for poor soils add to the price.',
      ],
      timing: [
        'Most driveways are formed and poured within a few days, then need time before cars can drive on them.',
        'Schedule for spring or fall; extreme heat or cold makes pouring and curing harder.',
      ],
      faqs: [
        {
          q: 'When can I drive on my new driveway?',
          a: 'Foot traffic is usually fine after a day or two, and cars after about a week, depending on the mix and weather. Heavy trucks should wait longer.',
        },
        {
          q: 'Will my driveway crack?',
          a: 'Concrete shrinks as it cures, and small hairline cracks are normal. Control joints, a good base and reinforcement keep cracking controlled and tight.',
        },
        {
          q: 'Concrete or asphalt?',
          a: 'Concrete costs more up front but lasts longer with less upkeep; asphalt costs less but needs resealing and resurfacing more often. Climate and looks matter too.',
        },
        {
          q: 'Should I seal my driveway?',
          a: 'A penetrating sealer helps resist water, salt and stains, especially where winters freeze. Reapply every few years as the manufacturer recommends.',
        },
      ],
    },
    {
      name: 'Concrete Patios',
      keyword: 'concrete patio',
      what: [
        'A concrete patio gives you a durable outdoor room for dining, grilling and gathering.',
        'We plan the size around the furniture and how people move, and slope the slab gently away from the house so rain runs off.',
        'Patios can be broom-finished for traction, smooth-troweled, exposed aggregate, colored or stamped to look like stone.',
        'Steps, seat walls, fire pit pads and footings for a pergola or roof can be built in at the same time.',
        'Where a patio meets the house, we keep it below the door threshold and any siding so water stays out of the walls.',
      ],
      signs: [
        'You want more usable outdoor space',
        'An old patio that is cracked, sunken or sloping toward the house',
        'Pavers or stones that keep shifting and growing weeds',
        'A lawn area that turns to mud under the table and chairs',
      ],
      steps: [
        'We lay out the patio with you and agree on size, shape and finish.',
        'The area is excavated and a compacted gravel base installed.',
        'Forms, reinforcement and any footings are set.',
        'Concrete is poured, finished, jointed and cured.',
        'A sealer is applied when the slab is ready, if included.',
      ],
      cost: [
        'Patio cost depends on size, shape, finish, thickness and access for the concrete truck or pump.',
        'Curves, steps, stamped or colored finishes and demolition of an old patio add cost.',
      ],
      timing: [
        'Patios are usually formed and poured within a few days.',
        'Book in late winter or early spring to enjoy the patio all summer.',
      ],
      faqs: [
        {
          q: 'How thick should a patio be?',
          a: 'Most residential patios are poured thinner than driveways, since they carry only foot traffic and furniture. Hot tubs and outdoor kitchens need a thicker slab or footings.',
        },
        {
          q: 'Can a patio be poured over my old one?',
          a: 'Sometimes, with a bonded overlay, if the old slab is stable and the height works at doors. Often removing it and starting fresh lasts longer.',
        },
        {
          q: 'Do I need a permit for a patio?',
          a: 'Many areas do not require one for a simple ground-level patio, but roofs, footings, setbacks and drainage rules can change that. We check local rules.',
        },
        {
          q: 'Can I put a hot tub on a concrete patio?',
          a: 'Yes, if the slab is built for the weight of a filled hot tub and the people in it. Plan the pad thickness and reinforcement before pouring, and run conduit for the electrical feed.',
        },
      ],
    },
    {
      name: 'Stamped Concrete',
      keyword: 'stamped concrete',
      what: [
        'Stamped concrete presses patterns into fresh concrete to imitate stone, brick, slate or wood planks.',
        'Color can be mixed into the concrete, broadcast on the surface as a color hardener, or layered with release agents for an aged, multi-tone look.',
        'Timing is critical: the crew must stamp while the concrete is firm enough to hold the pattern but soft enough to take it.',
        'Stamped surfaces are sealed to protect the color and need resealing every few years to keep their look.',
        'Sealers can be slippery when wet, so an anti-slip additive is often mixed in around pools and steps.',
        'Popular patterns include ashlar slate, cobblestone, flagstone, herringbone brick and wood plank, and borders can be stamped in a contrasting pattern or color.',
      ],
      signs: [
        'You like the look of stone or pavers but want one continuous surface',
        'A plain patio or walkway that needs more style',
        'A pool deck where you want a decorative finish',
        'You want borders or accents to frame a plain slab',
      ],
      steps: [
        'You choose patterns and colors from samples.',
        'The base and forms are prepared as for any slab.',
        'Concrete is poured and colored, then stamped at the right moment.',
        'Joints are cut and the surface is cleaned of release agent.',
        'The surface is sealed once cured.',
      ],
      cost: [
        'Stamped concrete costs more than plain concrete because of the extra labor, color and sealing.',
        'Multiple colors, intricate patterns, borders and large areas needing a bigger crew add to the price.',
      ],
      timing: ['A stamped patio typically takes a few days including sealing.'],
      faqs: [
        {
          q: 'Is stamped concrete slippery?',
          a: 'The sealer can be slick when wet. Adding an anti-slip grit to the sealer reduces that, especially on pool decks and steps.',
        },
        {
          q: 'Does stamped concrete crack?',
          a: 'Like any concrete it can, and control joints are hidden in the pattern where possible. Cracks in stamped concrete can be harder to disguise.',
        },
        {
          q: 'How often does stamped concrete need resealing?',
          a: 'Typically every few years, depending on sun, traffic and weather. Resealing restores the color and protects the surface.',
        },
        {
          q: 'Stamped concrete or pavers?',
          a: 'Stamped concrete gives a paver look without joints for weeds, but repairs are harder to hide. Pavers cost more up front and can be lifted and reset individually.',
        },
      ],
    },
    {
      name: 'Concrete Repair',
      keyword: 'concrete repair',
      what: [
        'Concrete repair fixes cracks, spalling, chipped edges and worn surfaces on driveways, patios, walks and steps.',
        'Cracks are cleaned out and filled with flexible sealants or repair compounds suited to whether the crack still moves.',
        'Spalling, where the top layer flakes off, is often caused by freeze-thaw damage or deicing salts and can be fixed with a resurfacing overlay if the slab underneath is sound.',
        'Broken step edges and corners are rebuilt with bonding agents and patching mortar shaped to match.',
        'When a slab is badly broken or heaved, we tell you honestly that replacement is the better investment.',
      ],
      signs: [
        'Cracks that are letting water and weeds through',
        'A flaking or pitted surface',
        'Chipped or crumbling step edges',
        'Trip hazards where sections have shifted',
        'Stains and wear you want to cover with a fresh surface',
      ],
      steps: [
        'We inspect the slab and find what caused the damage.',
        'You get options, from crack sealing to resurfacing or replacement.',
        'Damaged areas are cleaned, cut back and prepared.',
        'Repairs or overlays are applied and finished.',
        'The surface is cured and sealed as needed.',
      ],
      cost: [
        'Repair cost depends on the size and number of damaged areas, the method used and how much preparation is needed.',
        'Resurfacing costs less than replacement but only lasts on a sound, stable slab.',
      ],
      timing: [
        'Most repairs take a day, plus curing time before use.',
        'Seal cracks before winter so water cannot freeze in them.',
      ],
      faqs: [
        {
          q: 'Will a repair match my old concrete?',
          a: 'Repairs are almost always slightly different in color from weathered concrete. Resurfacing the whole area gives a uniform look.',
        },
        {
          q: 'Why is my concrete flaking?',
          a: 'Common causes are freeze-thaw cycles, deicing salts, too much water in the mix or finishing while water is on the surface. Sealing helps prevent it.',
        },
        {
          q: 'Can I fill cracks myself?',
          a: 'Small cracks can be filled with store-bought sealants. Wide, uneven or growing cracks point to base problems that a filler will not fix.',
        },
        {
          q: 'Is resurfacing worth it?',
          a: 'When the slab is solid and level but the surface is worn, flaking or stained, a resurfacing overlay can give it a fresh look for much less than replacement. It will not fix slabs that are heaving or breaking apart.',
        },
      ],
    },
    {
      name: 'Concrete Leveling',
      keyword: 'concrete leveling',
      what: [
        'Concrete leveling lifts sunken slabs back into place instead of tearing them out.',
        'Small holes are drilled through the slab and material is pumped underneath to fill voids and raise the concrete.',
        'Polyurethane foam is lightweight and cures quickly, while traditional mudjacking uses a cement-based slurry.',
        'Leveling works well for sidewalks, driveways, patios, steps and garage floors that have settled but are otherwise intact.',
        'We fill the drill holes and seal the joints afterward to slow the water that caused the settling.',
        'Before lifting, we check for voids near foundations and utilities so the material goes where it is needed and nowhere else.',
      ],
      signs: [
        'Sidewalk sections that create trip hazards',
        'A patio sloping toward the house',
        'A driveway sunk where it meets the garage',
        'Steps pulled away from the house',
        'Gaps along the edge of a slab where soil has washed away',
      ],
      steps: [
        'We check the slab condition and the cause of settling.',
        'Holes are drilled in planned locations.',
        'Foam or slurry is injected and the slab raised gradually.',
        'Holes are patched and joints sealed.',
        'We recommend drainage fixes where water undermined the slab.',
      ],
      cost: [
        'Leveling cost depends on the slab size, the amount of lift and the size of voids beneath.',
        'Leveling usually costs less than replacement, though badly cracked slabs may not be good candidates.',
      ],
      timing: [
        'Most leveling jobs are done in a day, and foam-lifted slabs can often be used shortly after.',
      ],
      faqs: [
        {
          q: 'Foam or mudjacking?',
          a: 'Foam is lighter, uses smaller holes and cures fast. Mudjacking uses heavier material and larger holes but can suit large voids.',
        },
        {
          q: 'Will the slab sink again?',
          a: 'If the cause, such as a downspout washing out soil, is fixed, leveled slabs usually stay put. Without fixing drainage, settling can return.',
        },
        {
          q: 'Can every sunken slab be leveled?',
          a: 'Not every one. Slabs that are broken into many pieces or badly heaved are better replaced.',
        },
        {
          q: 'Can you level a garage floor?',
          a: 'Often yes, if the slab has sunk as a unit and the cracks are limited. Cars should stay off until we say the slab is ready.',
        },
      ],
    },
  ],
  why: [
    'A compacted base built for your soil, not skipped',
    'Control joints and reinforcement placed where they matter',
    'Slopes that send water away from the house',
    'Proper curing and clear instructions on when to use the slab',
    'Written estimates listing thickness, reinforcement and finish',
    'Honest advice on repair, leveling or replacement',
    'Clean removal and disposal of old concrete',
  ],
  prepare: [
    'Photos of the area and any damage',
    'Rough measurements of the space',
    'Ideas for finish, color or pattern',
    'Location of sprinkler lines, utilities or septic systems if known',
    'HOA rules or city requirements for driveways',
  ],
  faqs: [
    {
      q: 'How long does concrete last?',
      a: 'A well-built driveway or patio can last for decades. Base quality, drainage, climate and maintenance all make a difference.',
    },
    {
      q: 'Why do concrete contractors cut lines in the slab?',
      a: 'Those control joints give the concrete a planned place to crack as it shrinks, keeping cracks straight and out of sight.',
    },
    {
      q: 'Can concrete be poured in cold or hot weather?',
      a: 'Yes, with precautions: blankets and accelerators in cold weather, and early starts, retarders and curing compounds in heat. Extreme conditions may mean rescheduling.',
    },
    {
      q: 'Should I use salt on new concrete?',
      a: 'Avoid deicing salts on concrete during its first winter, and use sand or a concrete-safe product instead. Sealing helps protect it long term.',
    },
    {
      q: 'What should I ask any concrete contractor?',
      a: 'Ask about base depth, thickness, reinforcement, joint spacing and curing, and whether the price includes removal, permits and sealing. Check insurance and any license your state requires.',
    },
    {
      q: 'Do you need a permit for a driveway?',
      a: 'Many cities require one for the apron or curb cut, and some for the whole driveway. Rules vary, and we check them before work begins.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Avoid deicing salts on concrete less than a year old; use sand for traction.',
        'Winter is a good time to plan spring driveway and patio projects.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring thaw shows heaving and new cracks; note them before scheduling repairs.',
        'Mild spring temperatures are ideal for pouring and curing.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'In summer heat, pours start early in the day so concrete does not set too fast.',
        'Keep new slabs damp or covered while they cure in hot weather.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Fall is a great season for pouring, with steady temperatures.',
        'Seal cracks and slabs before freezing weather arrives.',
      ],
    },
  ],
  banned: ['crack-proof', 'never cracks', 'emergency'],
};
