// Orthodontist: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const orthodontist: VerticalCopy = {
  slug: 'orthodontist',
  kind: 'medical',
  audience: 'patients and parents',
  about: [
    'Orthodontics straightens teeth and corrects how the jaws meet, which affects chewing, cleaning, speech and confidence.',
    'An orthodontist is a dentist who has completed additional years of residency training in tooth movement and jaw growth.',
    'We help families and adults in {city} connect with a local orthodontist for braces, clear aligners, early treatment for children and retainers.',
    'An orthodontist will examine your teeth, take photos, X-rays and a digital scan, and explain the options that suit your bite and your lifestyle.',
    'Treatment usually spans months to a couple of years, and many offices spread the fee into monthly payments, so ask how billing works.',
    'It is never too late: many orthodontic patients today are adults who want to fix crowding, gaps or a bite that has shifted over time.',
  ],
  services: [
    {
      name: 'Braces',
      keyword: 'braces',
      what: [
        'Braces move teeth with brackets bonded to each tooth and a wire that applies gentle, steady pressure.',
        'Metal braces are the most durable and often the most economical, while ceramic braces use tooth-colored brackets that are less noticeable.',
        'Self-ligating brackets hold the wire with a built-in clip instead of elastic ties, and lingual braces sit behind the teeth for the most discreet look.',
        'Braces can correct crowding, gaps, overbites, underbites, crossbites and open bites, and may be combined with elastics or appliances that guide the jaws.',
        'Regular adjustment visits let the orthodontist change wires and track progress until the teeth reach their planned positions.',
      ],
      signs: [
        'Teeth are crowded, overlapping or rotated',
        'There are noticeable gaps between teeth',
        'The upper teeth stick out or the lower teeth sit in front',
        'Teeth do not meet properly when you bite',
        'Cleaning between crowded teeth is difficult',
      ],
      steps: [
        'The orthodontist examines your bite and takes photos, X-rays and a scan.',
        'A treatment plan explains the goals, the appliance and the expected length.',
        'Brackets are bonded to the teeth and the first wire is placed.',
        'Adjustment visits every several weeks change wires and add elastics as needed.',
        'The braces are removed and retainers are fitted to hold the result.',
      ],
      cost: [
        'The fee depends on how complex the bite is, how long treatment lasts and whether metal, ceramic or lingual brackets are used.',
        'Many dental plans include an orthodontic benefit with a lifetime maximum, and flexible spending accounts can often be used; ask whether retainers and records are included in the quote.',
      ],
      timing: [
        'Treatment with braces often lasts one to two years, sometimes longer for complex bites.',
        'Summer is a popular time for children to start, so book the consultation in spring.',
      ],
      faqs: [
        {
          q: 'Do braces hurt?',
          a: 'Teeth usually feel sore for a few days after the braces go on and after adjustments. Soft foods and over-the-counter pain relievers as directed on the label help.',
        },
        {
          q: 'What foods should I avoid with braces?',
          a: 'Sticky and hard foods such as caramel, taffy, popcorn, hard candy and ice can break brackets or bend wires. Cut crunchy foods like apples and carrots into small pieces.',
        },
        {
          q: 'Can I play sports or an instrument with braces?',
          a: 'Yes. Wear an orthodontic mouthguard for sports, and wind instrument players usually adjust within a few weeks.',
        },
      ],
    },
    {
      name: 'Invisalign',
      keyword: 'invisalign',
      what: [
        'Invisalign is a widely used brand of clear aligner: a series of custom plastic trays, each moving the teeth a small step toward the planned position.',
        'The orthodontist scans your teeth and plans the movements digitally, and you can often see a simulation of the expected tooth movement before starting.',
        'Small tooth-colored bumps called attachments are often bonded to some teeth so the aligners can grip and move them precisely.',
        'Aligners work only while they are worn, so they must stay in most of the day and night and come out only to eat, drink anything but water, and clean your teeth.',
        'Many cases need a round of refinement aligners near the end to fine-tune the result.',
      ],
      signs: [
        'You want straighter teeth without visible brackets',
        'You have mild to moderate crowding or spacing',
        'Your teeth shifted after braces years ago',
        'You can commit to wearing aligners nearly all the time',
        'You want to be able to remove appliances for meals',
      ],
      steps: [
        'The orthodontist examines you and confirms aligners suit your bite.',
        'A digital scan is taken and the tooth movements are planned.',
        'Attachments are bonded and you receive your first aligners.',
        'You switch to new aligners on schedule and visit the office periodically.',
        'Refinements are made if needed, followed by retainers.',
      ],
      cost: [
        'The fee depends on how complex the movements are and how many aligners and refinements are needed, not on the brand alone.',
        'Orthodontic insurance benefits often apply to aligners the same way they apply to braces; ask about replacement aligners if one is lost.',
      ],
      timing: [
        'Mild cases may finish in months, while complex cases take as long as braces.',
        'Results depend on wearing the aligners as directed.',
      ],
      faqs: [
        {
          q: 'Is Invisalign as effective as braces?',
          a: 'For many mild and moderate cases, aligners and braces can achieve similar results. Some complex bites respond better to braces, and the orthodontist will explain which fits you.',
        },
        {
          q: 'How many hours a day do I wear aligners?',
          a: 'Most plans call for wearing them nearly all day and night, often around twenty-two hours, removing them only to eat and clean. Wearing them less slows or stalls progress.',
        },
        {
          q: 'Can teens use Invisalign?',
          a: 'Yes, many teens use aligners, and some versions include wear indicators. It works best when the teen is committed to wearing them.',
        },
      ],
    },
    {
      name: 'Clear Aligners for Adults',
      keyword: 'clear aligners',
      what: [
        'Clear aligners let adults straighten teeth discreetly while working, speaking and smiling in public.',
        'Adult treatment often addresses crowding that has worsened with age, gaps after tooth loss, worn front teeth from a bad bite, or teeth shifting after childhood braces.',
        'Adults may need coordination with their dentist for gum health, crowns or implants, since teeth move through healthy bone and gums.',
        'Direct-to-consumer aligners sold without an in-person exam cannot check gum health, bone levels or the bite the way an orthodontist can, and problems may go unnoticed.',
        'An orthodontist-supervised aligner plan includes regular checks, adjustments and a retention plan.',
      ],
      signs: [
        'Your lower front teeth have become more crowded over the years',
        'You did not wear your retainer and teeth moved back',
        'Your bite is wearing down or chipping front teeth',
        'You want to straighten teeth before veneers or implants',
        'You want to avoid visible brackets at work',
      ],
      steps: [
        'The orthodontist examines your teeth, gums and bite, with X-rays and a scan.',
        'Any dental or gum treatment is coordinated with your dentist first.',
        'A digital plan is created and reviewed with you.',
        'Aligners are delivered with attachments and progress visits are scheduled.',
        'Retainers are fitted when the teeth reach their positions.',
      ],
      cost: [
        'The price depends on the complexity of the movement, the number of aligners and any coordination with other dental work.',
        'Many adult dental plans have limited or no orthodontic benefit, so ask about monthly payment options and whether retainers are included.',
      ],
      timing: [
        'Adult aligner treatment often takes several months to a couple of years.',
        'Straighten teeth before planned crowns, veneers or implants when the orthodontist recommends it.',
      ],
      faqs: [
        {
          q: 'Am I too old for clear aligners?',
          a: 'There is no upper age limit if your teeth and gums are healthy. Adults sometimes need more coordination with their dentist, but many complete treatment successfully.',
        },
        {
          q: 'Are mail-order aligners a good idea?',
          a: 'Aligners without an in-person exam and X-rays may miss gum disease, bone loss or bite problems. An orthodontist can explain the risks and what supervised treatment adds.',
        },
        {
          q: 'Will aligners affect my speech?',
          a: 'Some people notice a slight lisp for the first few days. It usually fades as the tongue adjusts.',
        },
      ],
    },
    {
      name: 'Early Orthodontic Treatment for Children',
      keyword: 'early orthodontic treatment',
      what: [
        'The American Association of Orthodontists recommends that children have an orthodontic check by about age 7, when the first permanent molars and incisors have come in.',
        'Most children who are checked early do not need treatment right away, but the orthodontist can watch growth and spot problems that are easier to address while the jaw is developing.',
        'Early treatment, sometimes called phase one, may use a palatal expander for a narrow upper jaw, partial braces, or a space maintainer after a baby tooth is lost early.',
        'Crossbites, severe crowding, protruding front teeth at risk of injury and habits such as thumb sucking are common reasons to start early.',
        'A second phase with full braces or aligners often follows once all the permanent teeth are in.',
      ],
      signs: [
        "Your child's teeth are crowded or coming in out of place",
        'The upper teeth sit inside the lower teeth when biting',
        'Baby teeth were lost very early or very late',
        'Your child still sucks a thumb or finger',
        'Front teeth stick out and are at risk in a fall',
      ],
      steps: [
        "The orthodontist examines your child's teeth, jaws and growth with photos and X-rays.",
        'If treatment is not needed yet, growth is monitored with periodic visits.',
        'If it is needed, a focused plan explains the goal and the appliance.',
        'The appliance is placed and adjusted over the treatment period.',
        'Progress is reviewed and any second phase is planned when the adult teeth arrive.',
      ],
      cost: [
        'Observation visits are often low cost or included in a consultation, while early treatment is priced by the appliance and the length of care.',
        "Ask whether the phase one fee counts toward later braces and how your plan's lifetime orthodontic benefit is used.",
      ],
      timing: [
        'Phase one treatment often lasts months rather than years.',
        'A first check around age 7 gives time to plan without rushing.',
      ],
      faqs: [
        {
          q: 'Does my 7-year-old really need braces?',
          a: 'Usually not at that age. The early check is mainly to watch growth and catch the few problems that are easier to correct early.',
        },
        {
          q: 'What does a palatal expander do?',
          a: 'It gradually widens a narrow upper jaw while the bones are still growing, which can correct a crossbite and make room for teeth. Children usually adjust to it within days.',
        },
        {
          q: 'Will early treatment mean no braces later?',
          a: 'Not always. Early treatment can make later treatment simpler or shorter, but many children still need a second phase.',
        },
      ],
    },
    {
      name: 'Retainers',
      keyword: 'retainers',
      what: [
        'Retainers hold teeth in their new positions after braces or aligners, because teeth tend to drift back throughout life.',
        'Removable retainers include clear plastic retainers and wire-and-acrylic retainers, each with its own strengths.',
        'Bonded retainers are thin wires glued behind the front teeth, offering constant support without relying on remembering to wear them.',
        'Most orthodontists recommend full-time wear at first, then nightly wear for as long as you want to keep the result.',
        'Replacement retainers and minor touch-up treatment are available when teeth have shifted slightly.',
      ],
      signs: [
        'Your braces or aligners are about to come off',
        'Your retainer is cracked, lost or no longer fits',
        'Your teeth feel tight when you put your retainer in',
        'A bonded retainer wire is loose',
        'Teeth have shifted since you stopped wearing a retainer',
      ],
      steps: [
        'The orthodontist scans or takes impressions of your teeth.',
        'The retainer type is chosen based on your case and habits.',
        'The retainer is fitted and the wear schedule is explained.',
        'Follow-up visits check the fit and your teeth.',
        'Worn or lost retainers are replaced from the saved scan when possible.',
      ],
      cost: [
        'The first retainers are often included in the treatment fee, while replacements are priced by type.',
        'Bonded retainers and clear retainers differ in price and in how often they need replacing.',
      ],
      timing: [
        'Retainers are usually fitted when braces or aligners come off.',
        'Replace a lost retainer promptly, since teeth can move within weeks.',
      ],
      faqs: [
        {
          q: 'How long do I need to wear a retainer?',
          a: 'Many orthodontists recommend nightly wear indefinitely, because teeth can shift throughout life. Your orthodontist will give you a schedule.',
        },
        {
          q: 'How do I clean my retainer?',
          a: 'Rinse it and brush it gently with cool water and mild soap, and store it in its case. Hot water can warp plastic retainers.',
        },
        {
          q: 'My teeth shifted. Do I need braces again?',
          a: 'Small shifts can sometimes be corrected with a new retainer or a short aligner series. The orthodontist will examine you and explain the options.',
        },
        {
          q: 'What if my bonded retainer comes loose?',
          a: 'Call the office and avoid biting into hard foods with the front teeth until it is checked. A loose wire can let teeth shift, so it is best repaired or replaced soon.',
        },
      ],
    },
  ],
  why: [
    'An orthodontist examines your bite and explains options in plain words',
    'Braces and clear aligner options compared honestly for your case',
    'Digital scans instead of messy impressions in many offices',
    'Monthly payment plans to ask about',
    'Growth checks for children without pressure to start early',
    'Retention plans to protect your result',
    'Regular progress visits with clear goals',
  ],
  prepare: [
    'Your dental insurance details, including any orthodontic benefit',
    'Recent X-rays from your dentist, if available',
    "Notes on what bothers you about your teeth or your child's bite",
    'A list of medications and health conditions',
    'Your school, sports and work schedule for planning appointments',
  ],
  faqs: [
    {
      q: 'Do I need a referral to see an orthodontist?',
      a: 'Usually not; you can contact an orthodontist directly. Some insurance plans require a referral, so check your plan.',
    },
    {
      q: 'How long does orthodontic treatment take?',
      a: 'Most treatment takes from several months to a couple of years, depending on the bite and the appliance. The orthodontist will give you an estimate after the exam.',
    },
    {
      q: 'Braces or clear aligners: which is better?',
      a: 'Both can work well; the right choice depends on your bite, your habits and your preferences. Some complex cases respond better to braces.',
    },
    {
      q: 'How often will I need appointments?',
      a: 'Typically every several weeks for braces and somewhat less often for aligners. Some offices also use remote check-ins.',
    },
    {
      q: 'Can adults get braces?',
      a: 'Yes. Healthy teeth can be moved at any age, and many orthodontic patients are adults.',
    },
    {
      q: 'What results can I expect?',
      a: 'Results vary with your bite, growth and how well you follow instructions, including retainer wear. Your orthodontist will explain realistic goals for your case.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Benefits and flexible spending accounts renew for many families in January; it is a good time to start treatment.',
        'Winter sports need mouthguards too; ask about one that fits over braces.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Book spring consultations for children who want to start braces over the summer.',
        'Spring sports season is here; an orthodontic mouthguard protects lips and brackets.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer is the most popular time to start braces, so schedules fill quickly; book early.',
        'Traveling with aligners? Pack your case, your next set and your previous set.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Back-to-school means new routines; set reminders for aligner changes and brushing with braces.',
        'Halloween treats: skip caramel, taffy and hard candy, and choose soft chocolate instead.',
      ],
    },
    {
      months: [11],
      advice: [
        'Use any remaining flexible spending money before it expires at year end.',
        'Holiday meals are easier with aligners out and a toothbrush packed for after eating.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical or dental advice. A licensed orthodontist will examine you and recommend treatment; results vary from person to person. If you have a medical emergency, call 911.',
  banned: ['guarantee', 'painless', 'permit', 'perfect smile', 'in half the time', 'best orthodontist'],
};
