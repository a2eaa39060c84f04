// Carpet cleaning copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const carpetCleaning: VerticalCopy = {
  slug: 'carpet-cleaning',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'Vacuuming picks up surface dirt, but grit, oils and allergens work down into carpet fibers and pad, where they dull the color and wear the pile faster.',
    'Professional carpet cleaning uses truck-mounted or portable hot water extraction, often called steam cleaning, to flush soil out of the fibers and pull it back up with strong suction.',
    'Many carpet manufacturers recommend periodic professional cleaning, and some warranties require it, so keep your receipts.',
    'Around {city}, tracked-in mud in spring, summer humidity and holiday traffic all leave their mark, and busy households and pet owners see it fastest.',
    'We also clean upholstery, area rugs and tile and grout, each with methods suited to the material rather than one approach for everything.',
    'Before starting, we look at the fiber, test for colorfastness and tell you honestly which stains are likely to come out and which may be permanent.',
  ],
  services: [
    {
      name: 'Carpet Cleaning',
      keyword: 'carpet cleaning',
      what: [
        'Professional carpet cleaning starts with a thorough vacuum and a pre-spray that loosens oily soil, then hot water extraction rinses the carpet and removes the dirty solution.',
        'Traffic lanes, entries and the area in front of the couch get extra attention with agitation so the cleaning solution reaches the base of the fibers.',
        'Spots are treated individually based on what caused them, since coffee, red drinks, grease and rust each need a different chemistry.',
        'Low-moisture cleaning is available for some carpets and commercial loops where fast drying matters more than deep rinsing.',
        'Finishing with a rinse that leaves no sticky residue is what keeps carpet from getting dirty again faster after cleaning.',
      ],
      signs: [
        'Dark traffic lanes in hallways and in front of furniture',
        'Carpet that looks dull or feels stiff even after vacuuming',
        'Allergy symptoms that get worse indoors',
        'Spots that keep reappearing after you clean them',
        'Moving in or out of a rental that requires cleaned carpets',
      ],
      steps: [
        'We walk the rooms with you, identify the carpet type and point out stains and wear.',
        'Furniture that is easy to move is moved and protective tabs go under legs that stay.',
        'Carpet is vacuumed, pre-sprayed and agitated in high-traffic areas.',
        'Hot water extraction rinses the carpet and removes soil and solution.',
        'Spots are rechecked, the pile is groomed, and fans can be set up to speed drying.',
      ],
      cost: [
        'The number of rooms or square footage, how soiled the carpet is and the amount of spot treatment drive the price.',
        'Stairs, moving heavy furniture, protector application and deodorizing treatments add to the total.',
      ],
      timing: [
        'Most homes take a single visit, and carpet is usually dry enough to walk on with clean socks by that evening.',
        'Good airflow, open windows in dry weather or the AC running helps carpet dry faster.',
      ],
      faqs: [
        {
          q: 'How often should carpet be professionally cleaned?',
          a: 'Many households do it once a year, while homes with pets, kids or allergies often clean more frequently. Check your carpet warranty, since some specify a schedule.',
        },
        {
          q: 'Is steam cleaning the same as hot water extraction?',
          a: 'Yes, steam cleaning is the common name for hot water extraction. The carpet is rinsed with heated water and cleaning solution, then the water is extracted with powerful suction.',
        },
        {
          q: 'Will cleaning make my carpet get dirty faster?',
          a: 'Only if soap residue is left behind. A proper rinse leaves the fibers clean and neutral so they do not attract soil.',
        },
      ],
    },
    {
      name: 'Upholstery Cleaning',
      keyword: 'upholstery cleaning',
      what: [
        'Upholstery cleaning removes body oils, food spills, pet dander and dust from sofas, sectionals, recliners, dining chairs and headboards.',
        'The first step is reading the fabric code on the care tag and testing the fabric, because some materials tolerate water well while others shrink, bleed or water-stain.',
        'Synthetic fabrics such as microfiber and olefin are usually cleaned with low-moisture extraction, while delicate natural fibers like linen, silk and some cottons need gentler methods.',
        'Arms, headrests and seat cushions collect the most oil and usually need extra pre-treatment.',
        'Leather is cleaned and conditioned with products made for it, not with water-based upholstery methods.',
      ],
      signs: [
        'Dark, shiny areas on arms and headrests',
        'Food, drink or pet stains on cushions',
        'Odors that linger after airing out',
        'Light-colored furniture that has turned dingy',
      ],
      steps: [
        'We check the care tag and test a hidden spot for colorfastness and shrinkage.',
        'The furniture is vacuumed, including crevices and under cushions.',
        'Fabric-safe pre-treatment is applied to soiled areas and spots.',
        'The upholstery is cleaned with the method suited to the fiber and groomed to dry evenly.',
      ],
      cost: [
        'The size and number of pieces, the fabric type and how soiled they are set the price.',
        'Delicate natural fibers and leather take more time and different products than synthetic fabrics.',
      ],
      timing: [
        'Most furniture dries by evening with good airflow, and cushions should stay off the floor while they dry.',
      ],
      faqs: [
        {
          q: 'What do the letters on my furniture tag mean?',
          a: 'The codes tell you what cleaning methods the fabric tolerates, such as water-based, solvent-based, both, or vacuum only. We follow the code and test before cleaning.',
        },
        {
          q: 'Can you clean a microfiber couch?',
          a: 'Yes, microfiber cleans well when the right method is used. Water spots and rings on microfiber usually come from the wrong cleaner and can often be evened out.',
        },
        {
          q: 'Do you clean car or boat upholstery?',
          a: 'Many cleaners do, with similar methods adjusted for the materials. Ask when you book so the right equipment comes along.',
        },
        {
          q: 'Can you get pet hair and odor out of a sofa?',
          a: 'Pet hair is removed with specialized brushes and vacuuming before any cleaning. Odor treatment depends on the cause, and urine that has soaked into the cushion foam may not come out completely.',
        },
      ],
    },
    {
      name: 'Area Rug Cleaning',
      keyword: 'rug cleaning',
      what: [
        'Area rug cleaning treats each rug according to its fiber, dyes and construction, since a machine-made synthetic rug and a hand-knotted wool or silk rug need very different care.',
        'Many rugs hold far more dry soil than they appear to, so thorough dusting from the back is the first step before any washing.',
        'Wool and natural-fiber rugs are cleaned with wool-safe solutions and careful water temperatures to avoid shrinking or dye bleeding.',
        'Fringe is cleaned by hand, and rugs are dried flat with airflow so they do not develop mildew or brown spots.',
        'Some rugs are best cleaned in place, while valuable or heavily soiled ones are taken to a cleaning facility where they can be washed and dried fully.',
      ],
      signs: [
        'Grit falling out when you fold the rug over',
        'Colors that look faded or muddy',
        'Pet urine odor or spots',
        'A rug that has not been cleaned since you bought it',
      ],
      steps: [
        'We identify the fiber and construction and test the dyes for colorfastness.',
        'Dry soil is removed from the back and face of the rug.',
        'The rug is washed with methods and solutions suited to its fibers, and fringe is cleaned by hand.',
        'It is rinsed and dried flat with airflow, then groomed and returned or laid back in place.',
      ],
      cost: [
        'The size of the rug, its fiber and construction, and the amount of soiling or pet contamination determine the price.',
        'Silk, antique and hand-knotted rugs need more time and care, and repairs to fringe or edges are priced separately.',
      ],
      timing: [
        'Rugs cleaned in the home dry within the day, while facility cleaning takes longer to wash and dry thoroughly.',
      ],
      faqs: [
        {
          q: 'Can my wool rug be cleaned at home?',
          a: 'Many wool rugs can be cleaned on site if the dyes are stable and drying conditions are good. Heavily soiled or valuable rugs are safer washed at a facility.',
        },
        {
          q: 'Why did my rug bleed color after cleaning?',
          a: 'Some dyes are not colorfast and move when wet, especially on handmade rugs. That is why testing before cleaning matters.',
        },
        {
          q: 'Should I use a rug pad?',
          a: 'Yes, a good pad reduces wear, keeps the rug from sliding and protects the floor underneath. Choose one suited to your floor type.',
        },
      ],
    },
    {
      name: 'Pet Stain and Odor Removal',
      keyword: 'pet stain removal',
      what: [
        'Pet urine does more than stain the surface: it soaks through the carpet into the pad and sometimes the subfloor, where the odor lingers and returns on humid days.',
        'Treatment starts by finding the contaminated areas, often with a moisture meter or UV light, since many spots are not visible.',
        'Enzyme or oxidizing treatments break down the urine salts and proteins that cause odor, rather than covering the smell with fragrance.',
        'Light contamination can often be treated from the top with a flush and extraction, while heavy spots may need the pad replaced and the subfloor sealed.',
        'Some old urine stains permanently change the dye color, so we tell you before treatment what is realistic.',
      ],
      signs: [
        'A smell that returns when the weather is humid',
        'Yellow or dark spots that come back after cleaning',
        'Your pet keeps returning to the same spot',
        'You are preparing a home with pets for sale or move-out',
      ],
      steps: [
        'We locate the affected spots, including ones you cannot see.',
        'The spots are treated with odor-neutralizing solutions that reach the pad.',
        'Contaminated areas are flushed and extracted, or pad is replaced where necessary.',
        'The whole carpet is cleaned so treated areas blend with the rest of the room.',
      ],
      cost: [
        'The number and size of spots, and whether the pad or subfloor needs treatment or replacement, decide the price.',
        'Whole-room odor treatment costs more than spot treatment but is sometimes the only way to stop a lingering smell.',
      ],
      timing: [
        'Most treatments are done during a regular carpet cleaning visit, while pad replacement adds time.',
      ],
      faqs: [
        {
          q: 'Why does the smell come back when it is humid?',
          a: 'Dried urine salts absorb moisture from the air and release odor again. Treating the salts at their source, not just the surface, is what stops it.',
        },
        {
          q: 'Will the stain definitely come out?',
          a: "Not always, because urine can permanently change the carpet's dye. We test and tell you what to expect before we start.",
        },
        {
          q: 'What should I do when an accident happens?',
          a: 'Blot up as much as you can with paper towels, then use an enzyme cleaner made for pet urine. Avoid heat and steam on fresh urine, which can set the odor.',
        },
      ],
    },
    {
      name: 'Tile and Grout Cleaning',
      keyword: 'tile and grout cleaning',
      what: [
        'Tile and grout cleaning removes the grime that mopping pushes into grout lines, where porous cement grout absorbs dirt, grease and soap scum.',
        'A cleaning solution matched to the surface is applied, grout lines are scrubbed, and high-pressure hot water rinses and extracts the dirty water.',
        'Natural stone such as marble and travertine is sensitive to acidic cleaners, so stone-safe products are used.',
        'After cleaning, a penetrating grout sealer helps the grout resist stains and makes routine mopping more effective.',
        'Kitchens, bathrooms, entries and laundry rooms usually show the biggest difference.',
      ],
      signs: [
        'Grout lines that have turned dark even though the tile looks clean',
        'Mopping leaves streaks or a dingy film',
        'Soap scum and buildup in shower corners',
        'Grout that has never been sealed',
        'You are getting a home ready to list and want floors that look newer',
      ],
      steps: [
        'We identify the tile and grout type and note any cracked or missing grout.',
        'The floor or walls are pre-treated and grout lines are scrubbed.',
        'A hot water rinse and extraction removes the loosened soil.',
        'Grout sealer is applied if you choose it, once the grout is dry enough.',
      ],
      cost: [
        'Square footage, how dirty the grout is and whether sealing is added decide the price.',
        'Natural stone and showers take more detailed work than open floor areas.',
      ],
      timing: [
        'Most floors can be walked on carefully soon after cleaning, with sealing adding a short drying wait.',
      ],
      faqs: [
        {
          q: 'Can dark grout be made light again?',
          a: 'Deep cleaning often brings grout close to its original color. If stains have soaked in permanently, a grout color sealant can even out the color.',
        },
        {
          q: 'How often should grout be sealed?',
          a: 'It depends on the sealer and how much traffic and water the area sees. A simple water-drop test shows when sealer is wearing off.',
        },
        {
          q: 'What cleaner should I use afterward?',
          a: 'Use a pH-neutral tile cleaner and clean mop water. Harsh acids and bleach can wear down grout and sealer.',
        },
        {
          q: 'Can you clean a shower with hard water buildup?',
          a: 'Yes, shower walls, glass and fixtures can be descaled with products suited to the tile. Heavy mineral scale on glass may lighten rather than disappear completely, and regular squeegeeing keeps it from returning.',
        },
      ],
    },
  ],
  why: [
    'Fibers identified and tested before any cleaning starts',
    'Honest expectations about which stains will come out',
    'Thorough rinsing so carpet does not resoil quickly',
    'Protection for furniture legs, corners and walls',
    'Methods matched to carpet, upholstery, rugs and stone',
    'Pet odor treated at the source, not covered up',
    'Tips for helping carpets dry quickly after cleaning',
  ],
  prepare: [
    'Which rooms, stairs, furniture and rugs you want cleaned',
    'Notes on stains you are worried about and what caused them',
    'Small items, breakables and things on the floor picked up',
    'A parking spot near the door for the equipment hoses',
    'Pets kept in a separate room during the visit',
  ],
  faqs: [
    {
      q: 'How long does carpet take to dry?',
      a: 'Drying time depends on the carpet, humidity and airflow, and most carpet is dry by evening or the next morning. Running fans or the AC speeds it up.',
    },
    {
      q: 'Is professional cleaning safe for kids and pets?',
      a: 'Professional cleaning products are used in diluted form and rinsed out. Keep children and pets off damp carpet until it dries.',
    },
    {
      q: 'Should I vacuum before you arrive?',
      a: 'It helps but is not required, since we vacuum before cleaning. Picking up toys and small items from the floor saves time.',
    },
    {
      q: 'Should I use carpet protector?',
      a: 'Protector helps spills bead up and makes vacuuming more effective, especially in busy homes. Many carpets come with factory protection that wears off over time.',
    },
    {
      q: 'What is IICRC certification?',
      a: 'The IICRC is an industry body that sets cleaning standards and trains technicians. Ask any cleaner whether their technicians have completed IICRC training.',
    },
    {
      q: 'Can you get out wine, coffee or makeup stains?',
      a: 'Many can be removed or greatly lightened, especially if they were not treated with the wrong products first. We test and tell you what to expect before treatment.',
    },
    {
      q: 'Do I need to move my furniture?',
      a: 'Small items should be moved, while larger pieces can be moved by the crew or cleaned around. Heavy items like pianos, beds and entertainment centers usually stay in place.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Winter salt, sand and slush get tracked in at entries, so clean those areas promptly to keep the fibers from wearing.',
        'Cold, dry indoor air helps carpet dry after cleaning, making winter a good time for a deep clean.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring cleaning is the busiest season, so schedule early if you want carpets fresh before spring events.',
        'Clean out the pollen and dust that built up over winter with the windows closed.',
      ],
    },
    {
      months: [5, 6, 7, 8],
      advice: [
        'In humid summer weather, run the AC or fans so carpet dries quickly after cleaning.',
        'Summer move-outs often require cleaned carpets, so book the appointment for right after the furniture leaves.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Book carpet and upholstery cleaning before holiday guests arrive, since late fall schedules fill quickly.',
        'After the holidays, treat spills from gatherings soon so they do not set.',
      ],
    },
  ],
  banned: ['removes all stains', 'dry in minutes', 'chemical-free', 'permanent stain protection'],
};
