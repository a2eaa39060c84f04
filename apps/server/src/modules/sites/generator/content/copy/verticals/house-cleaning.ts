// House cleaning copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const houseCleaning: VerticalCopy = {
  slug: 'house-cleaning',
  kind: 'planned',
  audience: 'households',
  about: [
    'A clean home is easier to relax in, and handing off the scrubbing gives busy households back their evenings and weekends.',
    'We offer regular maid service, one-time cleans, deep cleaning, and move-out and post-construction cleaning, each with its own checklist.',
    'Every clean follows a room-by-room routine so nothing is skipped: kitchens and bathrooms get the most attention, then dusting, floors and finishing touches.',
    'In {city}, seasons bring their own mess, from muddy boots and salt in winter to pollen on every sill in spring.',
    'You can tell us your priorities, products you prefer or avoid, and rooms or items to leave alone, and we note them for every visit.',
    'Pricing depends on the size of the home, its condition and how often you want service, and you get a clear quote before the first clean.',
  ],
  services: [
    {
      name: 'Maid Service',
      keyword: 'maid service',
      what: [
        'Maid service is recurring house cleaning on a weekly, every-other-week or monthly schedule, so the home stays consistently clean instead of swinging between tidy and overwhelmed.',
        'Each visit covers kitchens, bathrooms, bedrooms and living areas: wiping counters and appliance fronts, cleaning sinks, tubs, showers and toilets, dusting reachable surfaces, vacuuming and mopping floors, and emptying trash.',
        'Because the home is cleaned regularly, each visit takes less time than a first deep clean and costs less per visit.',
        'Many households prefer the same cleaner or team each time, who learns the home, the pets and your preferences.',
        'Extras such as inside the oven, inside the refrigerator, interior windows or a load of laundry can be added to any visit.',
      ],
      signs: [
        'Weekends disappear into cleaning',
        'Bathrooms and kitchen are never fully clean at the same time',
        'You have pets, kids or allergies and want a steady routine',
        'You work long hours or travel often',
      ],
      steps: [
        'We talk through the home, your priorities and how often you want service.',
        'The first visit is usually a deeper clean to bring the home up to a maintainable level.',
        'After that, each visit follows the same checklist, adjusted to your notes.',
        'You can change frequency, skip a visit or add extras with notice.',
        'Feedback after a visit goes straight into the notes for the next one.',
      ],
      cost: [
        'The size of the home, the number of bathrooms, pets and how often you book drive the price, with weekly and every-other-week visits costing less each time than monthly ones.',
        'Add-on tasks such as inside appliances, baseboards or windows are priced separately.',
      ],
      timing: [
        'A regular visit usually takes part of a morning or afternoon, depending on the home and the size of the team.',
        'Popular weekday slots fill first, so set up a recurring time early.',
      ],
      faqs: [
        {
          q: 'Do I need to be home during the cleaning?',
          a: 'No, many clients leave a key, code or lockbox. Let us know about alarm systems and pets so the visit goes smoothly.',
        },
        {
          q: 'Do you bring your own supplies?',
          a: 'Cleaners usually bring supplies and equipment. If you prefer specific products, fragrance-free or eco-friendly options, tell us and they can be used.',
        },
        {
          q: 'What if something is missed?',
          a: 'Tell us soon after the visit and we will arrange to make it right. Your note is added so it does not happen again.',
        },
      ],
    },
    {
      name: 'Deep Cleaning',
      keyword: 'deep cleaning',
      what: [
        'Deep cleaning goes beyond a regular visit to reach the buildup that everyday cleaning skips.',
        'It includes baseboards, door frames and switch plates, ceiling fans, light fixtures, window sills and tracks, cabinet fronts, and the grime on and behind appliances that can be moved safely.',
        'Bathrooms get descaling of shower glass, tile and fixtures, and kitchens get degreasing of range hoods, backsplashes and cabinet doors.',
        'It is the right first step before starting recurring service, and a good reset once or twice a year.',
        'Inside the oven and refrigerator can be included so the kitchen is clean inside and out.',
      ],
      signs: [
        'The home has not been professionally cleaned in a long time',
        'Soap scum and hard water spots that regular cleaning will not remove',
        'Dust on fan blades, vents and high shelves',
        'Preparing for guests, a new baby or a family event',
      ],
      steps: [
        'We review the home and agree on the areas and extras included.',
        'Cleaning works from top to bottom, so dust from fans and shelves is picked up with the floors.',
        'Kitchens and bathrooms are degreased and descaled with products suited to each surface.',
        'Detail areas like baseboards, doors and trim are wiped by hand.',
        'Floors are vacuumed and mopped last, including under furniture that can be moved.',
      ],
      cost: [
        'Deep cleaning costs more than a regular visit because it takes considerably longer, and the price depends on size, condition and extras requested.',
        'Heavy buildup, pet hair, and inside-appliance cleaning add time.',
      ],
      timing: ['A deep clean often takes most of a day for an average home, sometimes with a larger team.'],
      faqs: [
        {
          q: 'How is deep cleaning different from a regular clean?',
          a: 'A regular clean maintains surfaces that are cleaned often. A deep clean removes buildup in places that are cleaned rarely, like baseboards, fixtures and appliance surfaces.',
        },
        {
          q: 'How often should I get a deep clean?',
          a: 'Many households do one or two a year on top of regular cleaning. Homes without recurring service benefit from them more often.',
        },
        {
          q: 'Do you clean inside cabinets?',
          a: 'Inside cabinets can be added when they are emptied, which is most common during moves. Let us know when booking.',
        },
      ],
    },
    {
      name: 'Move-Out Cleaning',
      keyword: 'move out cleaning',
      what: [
        'Move-out cleaning prepares an empty home or apartment for the next occupant, a final walk-through with a landlord, or a home sale closing.',
        'With furniture gone, every surface can be reached: inside cabinets and drawers, closets, inside the oven and refrigerator, baseboards, windows sills and tracks, and floors wall to wall.',
        'Bathrooms are cleaned thoroughly, including toilets at the base, tub and shower, mirrors and cabinets.',
        'Many landlords use a checklist for returning security deposits, and sharing it with us lets the cleaning follow it.',
        'Move-in cleaning is the same service done before your things arrive, so you start fresh in a new place.',
      ],
      signs: [
        'Your lease ends and the landlord expects the unit cleaned',
        'You are closing on a home sale',
        'You want a new home cleaned before unpacking',
        'A rental needs turning over between tenants',
      ],
      steps: [
        'We confirm the home will be empty and the utilities on at the scheduled time.',
        'Cabinets, closets and appliances are cleaned inside and out.',
        'Bathrooms and the kitchen get a full detailed clean.',
        'Walls are spot cleaned where appropriate and floors are cleaned throughout.',
        'We check the home against your landlord or agent checklist if you provide one.',
      ],
      cost: [
        'Size, condition and whether appliances need heavy degreasing set the price.',
        'Wall washing, carpet cleaning and interior windows are extras that can be added.',
      ],
      timing: [
        'Book the move-out clean for right after movers leave and before the final inspection.',
        'End-of-month dates book up quickly, so schedule early.',
      ],
      faqs: [
        {
          q: 'Will this get my deposit back?',
          a: 'A thorough clean removes a common reason for deductions, but landlords also charge for damage and wear beyond cleaning. Share the checklist so we can follow it closely.',
        },
        {
          q: 'Does the home need to be empty?',
          a: 'Yes, move-out cleaning works best once everything is out. Items left behind slow the work and may block areas that need cleaning.',
        },
        {
          q: 'Do you clean carpets too?',
          a: 'Carpet shampooing is usually a separate service with different equipment. We can vacuum thoroughly and you can schedule carpet cleaning afterward.',
        },
        {
          q: 'Can you clean while I am still packing?',
          a: 'It is possible to clean rooms that are already empty, but the full move-out clean works best after the last box is gone. Many people schedule packing, moving and cleaning on back-to-back days.',
        },
      ],
    },
    {
      name: 'Post-Construction Cleaning',
      keyword: 'post construction cleaning',
      what: [
        'Post-construction cleaning removes the fine dust, debris and residue left after a remodel, addition or new build.',
        'Drywall dust settles everywhere, including inside cabinets, on top of door frames, in window tracks, light fixtures and HVAC vent covers.',
        'Paint drips, adhesive, stickers and labels on new windows and fixtures are removed carefully so new finishes are not scratched.',
        'It usually happens in stages: a rough clean after the major work and a final detailed clean before you move back in.',
        'HEPA vacuums capture fine dust rather than blowing it back into the air.',
      ],
      signs: [
        'A remodel or addition has just finished',
        'Dust keeps reappearing on surfaces after you wipe them',
        'Stickers and residue on new windows, tubs and appliances',
        'A new home needs cleaning before move-in',
      ],
      steps: [
        'We confirm the contractor has finished dusty work in the area to be cleaned.',
        'Surfaces are vacuumed from top to bottom with HEPA filtration.',
        'Cabinets, fixtures, windows and trim are wiped and residue removed.',
        'Floors are vacuumed and cleaned with products safe for the new finish.',
      ],
      cost: [
        'The size of the area, how much dust and debris remain, and how many passes are needed drive the price.',
        'Window cleaning, high areas and heavy residue removal add time.',
      ],
      timing: [
        'Post-construction cleaning often takes longer than a regular deep clean and may need a return visit after fine dust settles.',
      ],
      faqs: [
        {
          q: 'Should I clean before the contractor is finished?',
          a: 'It is best to wait until sanding, drywall and painting are complete. Otherwise dust settles again and the cleaning has to be repeated.',
        },
        {
          q: 'Do you haul away construction debris?',
          a: 'Cleaning covers dust and small debris, not large leftovers like lumber or drywall scraps. Those need a junk removal service or the contractor.',
        },
        {
          q: 'Will you clean my air vents?',
          a: 'Vent covers and grilles are cleaned, but duct cleaning is a separate HVAC service. Replace the furnace filter after a remodel, since it catches a lot of dust.',
        },
        {
          q: 'Is post-construction dust harmful?',
          a: 'Fine drywall and sanding dust irritates eyes and airways, especially for people with asthma or allergies. Removing it with HEPA vacuums and damp wiping, rather than dry dusting, keeps it out of the air.',
        },
      ],
    },
    {
      name: 'One-Time House Cleaning',
      keyword: 'house cleaning',
      what: [
        'One-time house cleaning is a single visit for when you need help without signing up for a schedule.',
        'People book it before hosting a party, after holiday guests leave, when recovering from an illness or surgery, or simply during a hectic stretch.',
        'The visit covers the same rooms as a regular clean, with the option to add deep-clean tasks in the areas that need them most.',
        'You can focus the time where it matters to you, such as the kitchen and guest bathroom before a dinner party.',
        'It is also a good way to try a cleaning service before deciding on recurring visits.',
      ],
      signs: [
        'Guests are arriving and there is no time to clean',
        'The house needs a reset after a busy season',
        'Someone in the household is recovering and cannot clean',
        'You want to try a cleaning service before committing',
      ],
      steps: [
        'Tell us the size of the home and the rooms that matter most.',
        'You receive a quote based on size, condition and any extras.',
        'The cleaner or team works through the home following the checklist.',
        'You review the home and let us know if anything needs a second look.',
      ],
      cost: [
        'One-time cleans usually cost more per visit than recurring service, since homes that are not cleaned regularly take longer.',
        'Size, condition, pets and extras such as inside appliances or windows determine the quote.',
      ],
      timing: ['Book as soon as you know the date, especially before holidays and long weekends.'],
      faqs: [
        {
          q: 'Can I switch to recurring service later?',
          a: 'Yes, many clients start with a single clean and move to a schedule. The first clean makes later visits quicker.',
        },
        {
          q: 'Do you clean for parties?',
          a: 'Yes, cleaning before and after gatherings is common. Tell us the date and which areas guests will use.',
        },
        {
          q: 'Can you do laundry or dishes?',
          a: 'Light tasks like a load of laundry or loading the dishwasher can often be added. Mention them when booking so time is planned.',
        },
        {
          q: 'How much time does a one-time clean take?',
          a: 'It depends on the size of the home and how long since its last thorough cleaning. Sending a few photos helps us plan the right team size and give an accurate quote.',
        },
      ],
    },
  ],
  why: [
    'A room-by-room checklist so nothing is skipped',
    'Your preferences and products noted for every visit',
    'Clear quotes based on your home, not guesswork',
    'Flexible scheduling for weekly, every-other-week or monthly service',
    'Care with floors, finishes and belongings',
    'Easy ways to request a fix if something is missed',
    'Options for fragrance-free or eco-friendly products',
  ],
  prepare: [
    'The number of bedrooms and bathrooms and the approximate size of the home',
    'Rooms or items to focus on and any to skip',
    'Pets, alarm codes and how the cleaner will get in',
    'Product preferences or allergies in the household',
    'The day and frequency you would like',
  ],
  faqs: [
    {
      q: 'How do I know a cleaning service is trustworthy?',
      a: 'Ask how cleaners are screened and trained, whether the company carries liability insurance, and how it handles damage or missed items. A clear written policy is a good sign.',
    },
    {
      q: 'Should I tidy up before the cleaners come?',
      a: 'Picking up clutter, toys and clothes lets the cleaners spend their time on cleaning. You do not need to clean before a cleaning.',
    },
    {
      q: 'Do you clean with pets at home?',
      a: 'Yes, just let us know about them. Some pets are happiest in a separate room while vacuums are running.',
    },
    {
      q: 'Are your products safe?',
      a: 'Cleaning products are used as directed for each surface. If anyone in the home has sensitivities, ask for fragrance-free or specific products.',
    },
    {
      q: 'What is not included in a standard clean?',
      a: 'Usually heavy lifting, exterior windows, biohazards, mold remediation and high ladder work. Inside appliances and cabinets are extras.',
    },
    {
      q: 'Should I tip my cleaner?',
      a: 'Tipping is appreciated but optional. Many clients tip for holidays or after a particularly big job.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'After the holidays, a deep clean clears out pine needles, glitter and the dust that built up during a busy December.',
        'Winter salt and slush wear on entry floors, so regular mopping near doors protects them.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring cleaning season is the busiest time of year, so book deep cleans early.',
        'Pollen season is a good time to add window sills, tracks and ceiling fans to your clean.',
      ],
    },
    {
      months: [5, 6, 7, 8],
      advice: [
        'Summer moves keep move-out cleaning slots busy, especially at the end of the month.',
        'With kids home for the summer, more frequent visits keep kitchens and bathrooms under control.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Book cleanings before Thanksgiving and December gatherings early, since those dates go quickly.',
        'Fall is a good time for a deep clean before the windows close for winter.',
      ],
    },
  ],
  banned: ['background-checked', 'bonded', 'hospital-grade', 'spotless'],
};
