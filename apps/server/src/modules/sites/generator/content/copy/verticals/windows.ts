// Window replacement copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const windows: VerticalCopy = {
  slug: 'windows',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'Windows shape how a home looks, how quiet it is, how much light comes in and how comfortable it feels next to the glass on a cold or hot day.',
    'Older single-pane and early double-pane windows in {city} homes often leak air, fog between the panes, or stick and refuse to lock.',
    "We replace windows with units chosen for the house, its climate zone and your budget, and we install them to the manufacturer's instructions.",
    'Careful measuring, flashing and insulating the gap around the frame matter as much as the window itself.',
    'We explain the options plainly: frame materials, glass packages, styles and the difference between insert and full-frame installation.',
    'Each estimate is written and lists the window model, the installation method, the trim and finishing work, and how old windows are disposed of.',
  ],
  services: [
    {
      name: 'Window Replacement',
      keyword: 'window replacement',
      what: [
        'Window replacement swaps old windows for new ones, either as inserts that fit inside the existing frame or as full-frame units that replace everything down to the rough opening.',
        'Insert installation keeps the interior trim and exterior siding intact, so it is faster and less disruptive when the old frame is square and free of rot.',
        'Full-frame replacement exposes the opening so damaged framing can be repaired, flashing redone and insulation added around the new unit.',
        'Each opening is measured carefully, since replacement windows are usually made to order for the specific frame.',
        'We seal the gaps with low-expansion foam or backer rod and sealant, and finish with trim or exterior cladding that sheds water.',
        'In homes built before 1978, window work can disturb lead paint, so lead-safe work practices are required; ask any contractor how they handle it.',
      ],
      signs: [
        'Drafts near closed windows or frost on the inside of the glass',
        'Fog or moisture trapped between the panes',
        'Sashes that stick, will not stay open or will not lock',
        'Soft, rotted wood on sills or frames',
        'Outside noise that carries through the glass',
        'Fading on floors and furniture near sunny windows',
      ],
      steps: [
        'We inspect each window and measure every opening.',
        'You choose frame material, style, glass and color, and receive a written price.',
        'Windows are ordered to size, which typically takes several weeks.',
        'On install day, old windows are removed one room at a time and openings are checked for rot.',
        'New windows are set, shimmed, insulated, flashed and sealed, then trimmed inside and out.',
        'We test every sash and lock and clean up before leaving.',
      ],
      cost: [
        'Replacement cost depends on the number and size of windows, the frame material, the glass package and the installation method.',
        'Full-frame installs, rotted openings, upper-story access and custom shapes add labor, while standard sizes and insert installs keep the price down.',
      ],
      timing: [
        'Most houses are finished in one to a few days once windows arrive.',
        'Order in late winter or summer to install in mild spring or fall weather.',
      ],
      faqs: [
        {
          q: 'Should I replace all my windows at once?',
          a: 'Doing them together usually costs less per window and gives a consistent look. If budget is tight, start with the worst windows or the coldest rooms.',
        },
        {
          q: 'What is the difference between insert and full-frame replacement?',
          a: 'An insert fits inside the existing frame and leaves trim and siding alone. Full-frame removes the old frame entirely, allowing repairs to the opening and better air sealing.',
        },
        {
          q: 'Can windows be replaced in winter?',
          a: 'Yes. Installers work one opening at a time so each room is only exposed briefly. Sealants need suitable temperatures, which may affect exterior finishing on very cold days.',
        },
      ],
    },
    {
      name: 'Replacement Window Options',
      keyword: 'replacement windows',
      what: [
        'Replacement windows come in several frame materials, each with its own strengths.',
        'Vinyl is affordable and low-maintenance; fiberglass is strong and stable in temperature swings; wood offers a classic look but needs upkeep; and composite and aluminum-clad wood blend durability with appearance.',
        'Glass packages matter as much as frames: double or triple panes, low-emissivity coatings, and gas fills such as argon reduce heat flow.',
        'The NFRC label on each window lists its U-factor, which measures heat loss, and its solar heat gain coefficient, which measures how much sun heat passes through.',
        'Styles include double-hung, casement, sliding, awning, picture and specialty shapes, and the right one depends on the room, ventilation and how the window will be cleaned.',
      ],
      signs: [
        'You are comparing quotes that list different materials and glass',
        'Your home faces strong afternoon sun or harsh winter wind',
        'You need windows that are easier to open and clean',
        'Your HOA or historic district has rules on appearance',
      ],
      steps: [
        'We talk through how each room is used and what bothers you about the current windows.',
        'Frame and glass options are compared for your climate and budget.',
        'Samples and color choices are reviewed.',
        'You receive a written quote listing the exact product and glass package.',
      ],
      cost: [
        'Frame material and glass package are the largest price drivers, with vinyl at the lower end and fiberglass, wood and clad wood higher.',
        'Triple panes, specialty coatings, custom colors and grille patterns add cost.',
      ],
      timing: [
        'Make product choices a few weeks before you want installation, since windows are made to order.',
      ],
      faqs: [
        {
          q: 'Are triple-pane windows worth it?',
          a: 'In very cold climates or noisy locations they can be. In milder climates, a good double-pane window with the right coating is often enough.',
        },
        {
          q: 'What does ENERGY STAR mean for windows?',
          a: 'ENERGY STAR sets performance levels for different climate regions. Choose windows certified for your region rather than a product rated for another part of the country.',
        },
        {
          q: 'Which style is easiest to clean?',
          a: 'Double-hung windows with tilt-in sashes and casements that open wide let you clean both sides of the glass from indoors.',
        },
        {
          q: 'Do new windows lower energy bills?',
          a: 'They can reduce drafts and heat transfer, but the amount depends on your old windows, your home and your climate. We do not promise a specific saving.',
        },
      ],
    },
    {
      name: 'Window Installation',
      keyword: 'window installation',
      what: [
        'Window installation puts windows into new openings, such as additions, remodels, enlarged openings or basement egress windows.',
        'New-construction windows have a nailing fin that is integrated with the house wrap and flashing tape, layered so water runs outward.',
        'Cutting a new opening or enlarging one requires a properly sized header to carry the load above, and usually a permit.',
        'Basement egress windows give bedrooms a code-required escape route and often need a dug window well with a ladder or steps.',
        'We coordinate with other trades on the project, such as framers, siding crews and drywall finishers, so flashing and trim details line up.',
      ],
      signs: [
        'You are building an addition or finishing a basement bedroom',
        'You want a larger opening or a window where there is none',
        'A remodel is moving walls or changing the layout',
        'A home inspection flagged a bedroom without proper egress',
      ],
      steps: [
        'We review plans and confirm sizes, header needs and code requirements.',
        'Permits are pulled where required.',
        'The opening is framed or cut and prepared with sill pan and flashing.',
        'The window is set, fastened and flashed into the weather barrier.',
        'Interior and exterior trim are completed and the installation is inspected.',
      ],
      cost: [
        'Cost depends on whether the opening is new, enlarged or existing, the wall type, and exterior finishes such as brick or stone.',
        'Egress windows involve excavation, a window well and concrete cutting, making them a larger project.',
      ],
      timing: [
        'New openings take longer than replacements, especially in masonry walls.',
        'Plan egress window work for dry months when digging is easier.',
      ],
      faqs: [
        {
          q: 'What makes a window count as egress?',
          a: 'Building codes set minimum opening size, width, height and a maximum sill height for bedroom escape windows. Local codes vary, so we confirm the rule that applies.',
        },
        {
          q: 'Can a window be added to a brick wall?',
          a: 'Yes, with a steel lintel or proper header to carry the brick above and careful cutting. It is more involved than framing into a wood wall.',
        },
        {
          q: 'Do I need a permit to add a window?',
          a: 'Cutting or enlarging an opening usually requires one, because it changes the structure. Straight replacements in existing openings often do not, depending on local rules.',
        },
      ],
    },
    {
      name: 'Bay and Bow Windows',
      keyword: 'bay window installation',
      what: [
        'Bay and bow windows project out from the wall, adding light, views and a little floor space.',
        'A bay typically uses three windows at angles, while a bow uses four or more windows in a gentle curve.',
        'These units are heavy and need proper support, usually cables from above or brackets or a knee wall below.',
        'The seat board, head board and roof over the projection must be insulated and flashed carefully, because they are common spots for drafts and leaks.',
      ],
      signs: [
        'A flat picture window that you want to open up',
        'An old bay that sags, leaks at the roof or feels drafty',
        'A dark room that needs more daylight',
        'You would like a window seat or plant shelf',
      ],
      steps: [
        'We measure the opening and check the wall and header.',
        'You choose the projection, angles, window types and finishes.',
        'The unit is built to order and delivered.',
        'The old window is removed and the bay is set and supported.',
        'The roof, insulation, seat and trim are finished and sealed.',
      ],
      cost: [
        'Price depends on the size, the number of windows, the frame material and whether the opening must be enlarged.',
        'A small roof over the projection, interior seating and custom trim add to the work.',
      ],
      timing: ['Installation usually takes a day or two after the unit arrives.'],
      faqs: [
        {
          q: 'Can a bay window go where I have a flat window now?',
          a: 'Often yes, if the wall and header can support it and there is room outside. Enlarging the opening adds framing work and may require a permit.',
        },
        {
          q: 'Why is my old bay window cold?',
          a: 'Many older bays have little insulation in the seat and head boards. Replacement gives the chance to insulate and air-seal them properly.',
        },
        {
          q: 'Do bay windows need a foundation?',
          a: 'Most do not; they hang from the framing with support cables or brackets. Very large units or garden bays may need more support.',
        },
        {
          q: 'Which windows open in a bay?',
          a: 'The center is often a fixed picture window for the view, with casement or double-hung windows on the angled sides for fresh air. Any combination is possible depending on how you want to use the room.',
        },
      ],
    },
    {
      name: 'Window Repair',
      keyword: 'window repair',
      what: [
        'Window repair fixes the parts that wear out before the whole window does.',
        'Common repairs include replacing foggy insulated glass units, broken balances, worn weatherstripping, cranks, locks and damaged screens.',
        'Rotted sills and sashes on wood windows can be repaired with epoxy consolidants or new wood when the damage is limited.',
        'Repair makes sense when the frames are sound and the windows are fairly young; replacement makes sense when failures are widespread.',
        'We give you an honest comparison so you do not spend repair money on windows near the end of their life.',
      ],
      signs: [
        'A single foggy pane in otherwise good windows',
        'A sash that falls when raised, a sign of a failed balance',
        'Casement cranks that spin without opening the window',
        'Cracked glass or torn screens',
        'Small areas of soft wood on a sill',
      ],
      steps: [
        'We inspect the window and identify the failed parts.',
        'Replacement glass units or parts are measured and ordered.',
        'The repair is made and the window is adjusted to open and lock smoothly.',
        'Weatherstripping and exterior sealant are checked and renewed where needed.',
      ],
      cost: [
        'Repair cost depends on the part, the window brand and whether glass must be custom made.',
        'Older or discontinued windows can make parts harder to find, which adds time.',
      ],
      timing: ['Hardware repairs are often done in one visit, while glass units take time to be made.'],
      faqs: [
        {
          q: 'Can foggy glass be fixed without replacing the window?',
          a: 'Yes. The insulated glass unit can usually be replaced in the existing sash. Defogging services exist, but they clean the glass without restoring the insulating gas.',
        },
        {
          q: 'Is my window still under warranty?',
          a: 'Many manufacturers warrant glass seals and hardware for years. The brand and date are often etched in a corner of the glass or printed on a label in the frame.',
        },
        {
          q: 'Can old wood windows be restored?',
          a: 'Often yes. Restoration with new glazing putty, weatherstripping and storm windows can make old windows far tighter, which matters for historic homes.',
        },
        {
          q: 'Why is there a draft around a closed window?',
          a: 'Worn weatherstripping, a sash that no longer closes tightly, or gaps between the frame and the wall are the usual causes. The first two are repairs; the last needs the trim removed and the gap sealed.',
        },
      ],
    },
  ],
  why: [
    'Careful measurement of every opening before anything is ordered',
    "Installation to the manufacturer's instructions, which protects your warranty",
    'Flashing and air sealing that keep water and drafts out',
    'Written quotes that name the exact window model and glass package',
    'Lead-safe practices on older homes',
    'Honest advice on repair versus replacement',
    'Clean work, one room at a time, with old windows hauled away',
  ],
  prepare: [
    'A list of windows that bother you and why: drafts, fog, noise or sticking',
    'Photos of each window inside and out',
    'The year the house was built',
    'HOA or historic district rules on window appearance',
    'Your budget range and whether you want to phase the work',
  ],
  faqs: [
    {
      q: 'How long do replacement windows last?',
      a: 'Quality windows that are installed well commonly last for decades. Seals, weatherstripping and hardware may need attention sooner.',
    },
    {
      q: 'Do I need a permit to replace windows?',
      a: 'Many areas do not require one for like-for-like replacement, while others do, especially for egress bedrooms or changes to opening size. We check the local rule.',
    },
    {
      q: 'Why does condensation form on my new windows?',
      a: 'Condensation on the room-side glass is a sign of high indoor humidity, not a faulty window. Running bath and kitchen fans and a dehumidifier usually helps.',
    },
    {
      q: 'What should I ask any window company?',
      a: 'Ask who installs the windows, how openings are flashed and insulated, what the product and labor warranties cover, and how lead paint is handled in older homes. Check insurance and any license your state requires.',
    },
    {
      q: 'How long does it take to get new windows?',
      a: 'Most replacement windows are made to order, so there is usually a wait of several weeks between measuring and installation.',
    },
    {
      q: 'Are window tax credits or rebates available?',
      a: 'Some utilities and programs offer incentives for efficient windows, and they change often. Check with your utility and a tax professional for what applies to you.',
    },
    {
      q: 'Will new windows make my home quieter?',
      a: 'Tighter installs and double or laminated glass reduce outside noise noticeably in most homes. For busy roads, ask about laminated or sound-rated glass.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Winter is the best time to find drafty windows; hold a strip of tissue near the frames on a windy day and watch it move.',
        'Order now for spring installation and you will beat the rush.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Mild spring days are ideal for installing windows with the house open only briefly.',
        'Check sills and frames for rot after winter.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Notice which rooms overheat in summer sun; they may benefit from a different glass coating.',
        'Summer is a good time to plan basement egress windows, while the ground is dry for digging.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Fall installs get new windows in before the heating season.',
        'Renew exterior caulk and weatherstripping before cold weather arrives.',
      ],
    },
  ],
  banned: ['lifetime windows', 'buy one get one', 'pay for themselves', 'emergency'],
};
