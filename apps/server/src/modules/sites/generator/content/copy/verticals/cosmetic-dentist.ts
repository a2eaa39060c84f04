// Cosmetic dentist: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const cosmeticDentist: VerticalCopy = {
  slug: 'cosmetic-dentist',
  kind: 'medical',
  audience: 'patients who want to improve their smile',
  about: [
    'Cosmetic dentistry improves how your teeth look: their color, shape, size, spacing and the line of the gums around them.',
    'We help people in {city} connect with a local cosmetic dentist for whitening, veneers, bonding and complete smile makeovers.',
    'Good cosmetic work starts with healthy teeth and gums, so a dentist will examine you, treat any decay or gum disease first, and then talk about what you want to change.',
    'Many offices show a preview of the result with photos, digital smile design or a trial smile made of temporary material, so you can see the plan before anything permanent is done.',
    'Some treatments, such as veneers, remove a thin layer of enamel and cannot be undone, while others, such as whitening and bonding, are more conservative.',
    'Cosmetic treatment is usually not covered by dental insurance, though parts of a plan that restore damaged teeth may be; many offices offer financing, so ask what is available.',
  ],
  services: [
    {
      name: 'Porcelain Veneers',
      keyword: 'veneers',
      what: [
        'Veneers are thin shells of porcelain or composite bonded to the front of the teeth to change their color, shape, length or alignment.',
        'Porcelain veneers resist stains and reflect light much like natural enamel, and they are made by a dental lab to the shape planned with you.',
        'Most porcelain veneers require removing a thin layer of enamel so they sit naturally, which makes the treatment permanent; minimal-prep options exist for some smiles.',
        'Composite veneers are built directly on the teeth in one visit and cost less, but they stain and chip more easily.',
        'Veneers work best on healthy teeth with a stable bite; heavy grinding may call for a night guard or a different plan.',
      ],
      signs: [
        'Teeth are stained in a way whitening cannot fix',
        'Teeth are chipped, worn short or uneven in size',
        'You have small gaps you would like closed',
        'Teeth are slightly crooked and you prefer not to wear aligners',
        'Old bonding or crowns on front teeth do not match',
      ],
      steps: [
        'You discuss your goals and the dentist examines your teeth, gums and bite.',
        'Photos, scans and often a trial smile let you preview the shape and length.',
        'The teeth are prepared, impressions or scans are taken, and temporary veneers are placed.',
        'The lab crafts the final veneers, which are tried in to check color and fit.',
        'The veneers are bonded, the bite is adjusted, and care instructions are given.',
      ],
      cost: [
        "The price depends on how many teeth are treated, porcelain versus composite, the lab's craftsmanship and any preparatory treatment such as gum work or whitening of other teeth.",
        'Veneers are considered cosmetic and are rarely covered by insurance; ask about financing and what a replacement would cost if one chips.',
      ],
      timing: [
        'Porcelain veneers usually take two or three visits over a few weeks.',
        'If you have a wedding or event, start at least a couple of months ahead to allow time for changes.',
      ],
      faqs: [
        {
          q: 'How long do porcelain veneers last?',
          a: 'With good care, porcelain veneers can last many years, but they may eventually need replacement because of wear, chipping or gum changes. Avoiding biting hard objects and wearing a night guard if you grind helps.',
        },
        {
          q: 'Do veneers look fake?',
          a: 'Well-planned veneers are shaped and shaded to suit your face and neighboring teeth. Previewing a trial smile and speaking up about shape and color helps you get a natural look.',
        },
        {
          q: 'Can veneers be whitened later?',
          a: 'No, porcelain does not change color with whitening. If you want whiter natural teeth, whiten them before the veneers are matched.',
        },
      ],
    },
    {
      name: 'Teeth Whitening',
      keyword: 'teeth whitening',
      what: [
        'Professional whitening uses peroxide gels to lighten stains from coffee, tea, wine, tobacco and aging.',
        'In-office whitening applies a stronger gel with the gums protected, giving a noticeable change in a single visit.',
        'Take-home whitening uses custom trays made from scans of your teeth and a lower-strength gel worn over a couple of weeks.',
        'Whitening does not change the color of crowns, veneers or fillings, so the dentist will check those before you start.',
        'Some stains, such as those from certain medications or fluorosis, respond poorly to whitening and may be better treated with bonding or veneers.',
      ],
      signs: [
        'Your teeth have yellowed over time',
        'You drink coffee, tea or red wine regularly',
        'You have an event or photos coming up',
        'Store-bought strips gave uneven or limited results',
        'You plan veneers or crowns and want to match a brighter shade',
      ],
      steps: [
        'The dentist checks for cavities, gum problems and existing restorations.',
        'Your starting shade is recorded.',
        'For in-office whitening, the gums are protected and gel is applied in rounds.',
        'For take-home whitening, custom trays and gel are provided with instructions.',
        'Your new shade is compared, and touch-up advice is given.',
      ],
      cost: [
        'In-office whitening usually costs more than take-home trays because of chair time and stronger materials.',
        'Whitening is cosmetic and generally not covered by insurance; touch-up gel for trays is an ongoing cost.',
      ],
      timing: [
        'In-office whitening takes one visit; take-home whitening takes about two weeks of daily use.',
        'Finish whitening a week or more before an event so any sensitivity has settled.',
      ],
      faqs: [
        {
          q: 'Does whitening damage enamel?',
          a: 'When used as directed, professional whitening is considered safe for enamel. Temporary sensitivity is common and usually fades within a few days.',
        },
        {
          q: 'How long do whitening results last?',
          a: 'Results vary with diet and habits, and stains return gradually. Occasional touch-ups with your trays help keep the shade.',
        },
        {
          q: 'Is professional whitening better than strips?',
          a: 'Dentist-supervised whitening can be stronger, fits your teeth better and starts with a check for problems. Strips can work for mild stains but often give uneven results.',
        },
        {
          q: 'Can I whiten if my teeth are sensitive?',
          a: 'Often yes, with a lower-strength gel, shorter wear times or a desensitizing toothpaste used for a couple of weeks beforehand. Tell the dentist about sensitivity so the plan can be adjusted.',
        },
      ],
    },
    {
      name: 'Smile Makeover',
      keyword: 'smile makeover',
      what: [
        'A smile makeover is a plan that combines several treatments to change the overall look of your smile, rather than fixing one tooth at a time.',
        'It can include whitening, veneers, bonding, crowns, gum contouring, clear aligners and replacement of missing teeth with implants or bridges.',
        'The dentist considers your face, lips, gum line, tooth proportions and bite, so the result looks balanced and works well when you chew.',
        'Treatment is often done in phases, starting with any needed gum care, fillings or orthodontics, followed by the cosmetic steps.',
        'Seeing a mock-up or trial smile before the final work is one of the most useful steps to ask about.',
      ],
      signs: [
        'Several things bother you about your smile at once',
        'You hide your teeth in photos',
        'Teeth are worn, chipped and discolored',
        'You have missing teeth alongside cosmetic concerns',
        'Old dental work looks dated or mismatched',
      ],
      steps: [
        'An in-depth consultation covers your goals, photos, scans and a full exam.',
        'The dentist designs a treatment plan and, often, a preview of the result.',
        'Health comes first: decay, gum disease and bite problems are treated.',
        'Cosmetic treatments are completed in the planned order.',
        'Final adjustments are made and a maintenance plan is set, often including a night guard.',
      ],
      cost: [
        'The total depends entirely on which treatments are included and how many teeth are involved, so the dentist should give a written, itemized plan.',
        'Insurance may cover restorative parts such as crowns on damaged teeth, while purely cosmetic parts are usually self-paid; phasing the plan can spread the cost.',
      ],
      timing: [
        'Makeovers take anywhere from a few weeks to many months if orthodontics or implants are part of the plan.',
        'Plan backward from any event date and leave room for adjustments.',
      ],
      faqs: [
        {
          q: 'Where do I start with a smile makeover?',
          a: 'Start with a consultation that includes photos and an exam. Bring pictures of smiles you like and be clear about what bothers you most.',
        },
        {
          q: 'Can a makeover fix a bad bite?',
          a: 'Cosmetic work alone cannot always correct a bite, and orthodontic treatment may come first. Your dentist will explain what each option can achieve.',
        },
        {
          q: 'Can I do a makeover in stages?',
          a: 'Yes. Many patients complete the plan in phases to fit their schedule and budget, starting with the most important health needs.',
        },
      ],
    },
    {
      name: 'Dental Bonding',
      keyword: 'dental bonding',
      what: [
        'Bonding uses tooth-colored composite resin, shaped and hardened directly on the tooth, to repair chips, close small gaps and cover stains.',
        'It usually needs little or no removal of enamel and often no numbing, which makes it one of the most conservative cosmetic options.',
        'The dentist matches the resin to your tooth color, sculpts it by hand, then polishes it to a natural shine.',
        'Bonding can also reshape uneven teeth, lengthen a short tooth or protect a root exposed by gum recession.',
        'Composite is not as strong or stain resistant as porcelain, so bonding may need touch-ups over time.',
      ],
      signs: [
        'A front tooth has a small chip',
        'You have a small gap between front teeth',
        'One tooth is shorter or shaped differently than the others',
        'You have spots or stains whitening does not remove',
        'You want a lower-cost alternative to veneers',
      ],
      steps: [
        'The dentist chooses a resin shade to match your tooth.',
        'The tooth surface is gently roughened and a bonding agent is applied.',
        'Resin is placed in layers and shaped by hand.',
        'Each layer is hardened with a curing light.',
        'The bonding is trimmed, polished and checked against your bite.',
      ],
      cost: [
        'Bonding generally costs less than veneers or crowns, with the price set by how many teeth are treated and how complex the shaping is.',
        'Insurance may cover bonding that repairs a broken tooth but not bonding done only for appearance.',
      ],
      timing: [
        'Bonding is usually finished in a single visit.',
        'Expect occasional polishing or repair over the years, especially if you drink coffee or tea.',
      ],
      faqs: [
        {
          q: 'How long does bonding last?',
          a: 'Bonding can last several years depending on its location and your habits. Biting nails or hard objects can chip it.',
        },
        {
          q: 'Does bonding stain?',
          a: 'Composite can pick up stains over time more easily than enamel or porcelain. Polishing at checkups and rinsing after dark drinks helps.',
        },
        {
          q: 'Is bonding or a veneer better for a chipped tooth?',
          a: 'Bonding is quicker and more conservative for small chips, while veneers suit larger changes and last longer. Your dentist will show you both options.',
        },
        {
          q: 'Should I whiten before bonding?',
          a: 'Yes, if you want whiter teeth. Resin does not lighten with whitening, so the dentist matches the bonding to your teeth after whitening has settled.',
        },
      ],
    },
    {
      name: 'Gum Contouring',
      keyword: 'gum contouring',
      what: [
        'Gum contouring reshapes the gum line to improve how much tooth shows when you smile.',
        'It can lengthen teeth that look short because of excess gum, or even out a gum line that is higher on some teeth than others.',
        'The dentist or a periodontist removes or reshapes a small amount of gum tissue, often with a dental laser or fine instruments under local anesthetic.',
        'When bone also needs reshaping, a procedure called crown lengthening may be recommended instead.',
        'Gum contouring is often combined with veneers or bonding so the new teeth have the right proportions.',
      ],
      signs: [
        'Your teeth look short or boxy',
        'Your smile shows a lot of gum',
        'The gum line is uneven across your front teeth',
        'You are planning veneers and want balanced proportions',
        'Gum tissue covers part of a tooth after orthodontics',
      ],
      steps: [
        'The dentist examines your gums and may take X-rays to check bone levels.',
        'The new gum line is planned and can be previewed with a mock-up.',
        'The area is numbed with local anesthetic.',
        'Tissue is reshaped with a laser or fine instruments.',
        'You receive care instructions and a follow-up visit to check healing.',
      ],
      cost: [
        'The price depends on the number of teeth, whether laser or surgical methods are used, and whether bone reshaping is needed.',
        'Cosmetic gum contouring is usually self-paid, while treatment for gum disease may be covered by insurance.',
      ],
      timing: [
        'The procedure is typically done in one visit, with gums healing over a few weeks.',
        'If veneers are planned, allow time for the gums to settle before the final shade and shape are chosen.',
      ],
      faqs: [
        {
          q: 'Is gum contouring painful?',
          a: 'The area is numbed during the procedure, and most people feel mild soreness for a few days afterward. Your dentist will advise on pain relief and soft foods.',
        },
        {
          q: 'Will the gums grow back?',
          a: 'Gum tissue that is properly reshaped usually stays stable, though results vary. When bone levels are involved, crown lengthening may give a more lasting result.',
        },
        {
          q: 'Can a gummy smile have other causes?',
          a: 'Yes. Lip movement or jaw position can also show more gum, and those causes may need different treatment. The dentist will explain what is behind your smile.',
        },
      ],
    },
  ],
  why: [
    'A licensed dentist checks your oral health before any cosmetic work',
    'You can ask to preview the result with photos or a trial smile',
    'Conservative options are discussed alongside more permanent ones',
    'Written, itemized treatment plans and financing options to ask about',
    'Shade and shape chosen with you, not for you',
    'Maintenance advice to help your results last',
    'Follow-up visits to fine-tune the bite and the look',
  ],
  prepare: [
    'Photos of smiles you like, and notes on what bothers you about your own',
    'Your dental insurance details for any restorative parts of the plan',
    'A list of medications and health conditions',
    'Any event date you are planning around',
    'Recent dental X-rays or records, if you have them',
  ],
  faqs: [
    {
      q: 'Is cosmetic dentistry covered by insurance?',
      a: 'Purely cosmetic treatment usually is not, but repairs to broken or decayed teeth may be partly covered. Ask the office to separate the cosmetic and restorative parts of your plan.',
    },
    {
      q: 'How do I choose a cosmetic dentist?',
      a: "Ask to see before-and-after photos of the dentist's own patients, ask about training in cosmetic dentistry, and make sure you understand the plan and its alternatives. A good dentist welcomes your questions.",
    },
    {
      q: 'Are cosmetic treatments permanent?',
      a: 'Some, like veneers, involve permanent changes to the teeth, while whitening and bonding are more reversible. All cosmetic work needs maintenance and may eventually be redone.',
    },
    {
      q: 'Can I get cosmetic work if I have gum disease?',
      a: 'Gum disease should be treated first, because healthy gums are the foundation for lasting cosmetic results.',
    },
    {
      q: 'Is financing available?',
      a: 'Many cosmetic offices work with third-party financing or offer payment plans. Ask about terms before you begin.',
    },
    {
      q: 'What results can I expect?',
      a: 'Results vary from person to person and depend on your teeth, gums, bite and habits. A preview during planning gives the best sense of what is realistic for you.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Making your smile a new-year goal? Winter is a calm time to start a consultation and plan the steps.',
        'Restorative parts of a plan may use your fresh dental benefits for the year.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring and summer weddings, proms and graduations book up; start veneers at least a couple of months before the date.',
        'Whiten a few weeks before an event so any sensitivity is gone by photo day.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer schedules can leave room for multi-visit treatment; plan appointments around vacations.',
        'Iced coffee and tea season stains teeth; rinse with water and use a straw to protect whitening results.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'For a brighter smile in holiday photos, start whitening or bonding in early fall.',
        'If you have restorative treatment left on your plan, finish it before your dental benefits reset.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical or dental advice. A licensed dentist will examine you and recommend treatment; results vary from person to person. If you have a medical emergency, call 911.',
  banned: [
    'guarantee',
    'painless',
    'permit',
    'perfect smile',
    'permanent whitening',
    'best cosmetic dentist',
  ],
};
