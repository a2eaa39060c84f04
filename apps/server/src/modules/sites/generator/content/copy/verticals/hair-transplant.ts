// Hair transplant: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const hairTransplant: VerticalCopy = {
  slug: 'hair-transplant',
  kind: 'medical',
  audience: 'men and women with hair loss',
  about: [
    'Hair loss affects confidence for many men and women, and today there are more ways to treat it than ever, from medication to surgical hair transplants.',
    'A hair transplant moves healthy follicles from the back and sides of the scalp, where hair is usually resistant to balding, to thinning or bald areas.',
    'We help people in {city} connect with a local hair restoration practice for an evaluation and an honest discussion of options.',
    'A physician will examine your scalp, look at the pattern and cause of your hair loss, assess your donor hair, and explain whether surgery, medication or both make sense.',
    'Hair restoration is performed by physicians from several specialties; ask who designs the hairline, who performs each part of the procedure, and about their training in hair restoration surgery.',
    'Transplanted hair grows slowly, and results vary with donor supply, hair characteristics and ongoing hair loss, so patience and realistic expectations matter.',
  ],
  services: [
    {
      name: 'Hair Transplant Surgery',
      keyword: 'hair transplant',
      what: [
        'Hair transplant surgery redistributes your own hair follicles, grouped in natural units of one to four hairs, into areas of thinning.',
        'The physician designs a hairline that suits your age, face and future hair loss, since a hairline that looks right now must also look natural in later years.',
        'Donor hair is limited, so the plan considers how much hair you may lose in the future and which areas matter most to you.',
        'Follicles are harvested either by follicular unit excision, known as FUE, or by the strip method, known as FUT, and then placed in tiny recipient sites.',
        'Transplanted hairs usually shed in the first weeks, new growth begins a few months later, and the full result takes about a year or more to show.',
      ],
      signs: [
        'Your hairline is receding or your crown is thinning',
        'Medication has stabilized your hair loss but not restored density',
        'You have stable donor hair on the back and sides of the scalp',
        'A previous transplant looks thin or unnatural',
        'Hair loss from an injury or scar has been stable for some time',
      ],
      steps: [
        'A consultation reviews your hair loss history, family history, health and goals.',
        'The physician examines your scalp and donor area and may use magnification.',
        'A hairline and graft plan is designed and explained, with alternatives.',
        'On the day of surgery, the scalp is numbed, grafts are harvested and placed.',
        'You receive aftercare instructions and follow-up visits to track growth.',
      ],
      cost: [
        'The price is usually based on the number of grafts, the harvesting method and the time the procedure requires.',
        'Hair transplants are cosmetic and not covered by insurance; ask whether medications, follow-up visits and any later sessions are included, and about financing.',
      ],
      timing: [
        'Most procedures take most of a single day, and many people return to desk work within several days.',
        'Expect to wait about a year for the full result, and plan any event around that timeline.',
      ],
      faqs: [
        {
          q: 'Am I a good candidate for a hair transplant?',
          a: 'Good candidates have enough healthy donor hair and hair loss that is stable or controlled. Very young patients with rapid loss may be advised to wait or use medication first.',
        },
        {
          q: 'Will the transplanted hair fall out?',
          a: 'The transplanted hairs usually shed in the first weeks, which is expected, and regrow from the follicles over the following months. Hair from the donor area tends to resist balding, but your native hair around it may keep thinning.',
        },
        {
          q: 'Will people be able to tell?',
          a: 'A well-designed transplant uses natural hair groupings and an irregular hairline to look natural. Scabs and redness during the first week or two are the most visible signs.',
        },
      ],
    },
    {
      name: 'FUE Hair Transplant',
      keyword: 'fue hair transplant',
      what: [
        'Follicular unit excision, or FUE, removes individual follicular units from the donor area with a tiny circular punch.',
        'It leaves small dot scars scattered across the donor area instead of a single linear scar, which suits people who like to wear their hair short.',
        'The donor area is usually shaved for the procedure, though some practices offer partially shaved or unshaven techniques for smaller sessions.',
        "Harvesting may be manual, motorized or robot-assisted, and the physician's skill matters as much as the tool.",
        'Overharvesting can leave the donor area looking thin, so a careful practice spreads extraction evenly and within safe limits.',
      ],
      signs: [
        'You prefer short haircuts and want to avoid a linear scar',
        'You need a small to moderate number of grafts',
        'You want to fill in a hairline, crown or scar',
        'You have a tight scalp that is less suited to strip harvesting',
        'You want a quicker return to exercise',
      ],
      steps: [
        'The donor area is trimmed and the scalp is numbed with local anesthetic.',
        'Follicular units are extracted one at a time.',
        'Grafts are sorted and kept in a solution to protect them.',
        'Recipient sites are created at natural angles and grafts are placed.',
        'You go home with aftercare instructions and a follow-up plan.',
      ],
      cost: [
        'FUE is commonly priced per graft and can cost more than strip surgery for the same number of grafts, because extraction takes longer.',
        'Unshaven techniques and robot assistance can add to the price.',
      ],
      timing: [
        'Small dot scars heal within days to a couple of weeks, and most people return to normal activity soon after.',
        'Large sessions may be split over consecutive days.',
      ],
      faqs: [
        {
          q: 'Does FUE leave scars?',
          a: 'No. FUE leaves tiny dot scars that are usually hard to see once the hair grows back, but they can show with a very close shave. Ask to see examples of donor areas.',
        },
        {
          q: 'Is FUE better than FUT?',
          a: 'Each has strengths. FUE avoids a linear scar, while FUT can yield many grafts in one session and preserves donor area for the future; the best choice depends on your hair and goals.',
        },
        {
          q: 'Does FUE hurt?',
          a: 'The local anesthetic injections are the most uncomfortable part, and most people feel little during the rest of the procedure. Mild soreness afterward is common.',
        },
      ],
    },
    {
      name: 'FUT Strip Hair Transplant',
      keyword: 'fut hair transplant',
      what: [
        'Follicular unit transplantation, or FUT, removes a thin strip of scalp from the back of the head, which is then divided under microscopes into individual follicular units.',
        'The donor wound is closed with stitches or staples, leaving a fine linear scar that is usually covered by hair of moderate length.',
        'FUT can yield a large number of high-quality grafts in one session without shaving the donor area.',
        'Because the strip comes from the safest part of the donor zone, it can help conserve donor hair for future sessions.',
        'Some patients later choose to combine FUT and FUE over a lifetime of hair restoration.',
      ],
      signs: [
        'You need a large number of grafts in one session',
        'You usually wear your hair at a length that would hide a linear scar',
        'You prefer not to shave the back of your head',
        'You want to preserve donor hair for future procedures',
        'You have good scalp laxity for strip harvesting',
      ],
      steps: [
        'The donor area is numbed and a strip of scalp is removed.',
        'The wound is closed, often with a technique that helps hair grow through the scar.',
        'Technicians divide the strip into follicular units under microscopes.',
        'Recipient sites are created and the grafts are placed.',
        'Stitches or staples are removed at a follow-up visit.',
      ],
      cost: [
        'FUT is often priced per graft or per session and is frequently less costly per graft than FUE.',
        'The size of the session and the need for later sessions drive the total.',
      ],
      timing: [
        'Stitches or staples usually come out after about ten days to two weeks.',
        'Strenuous exercise and heavy lifting are limited for a few weeks while the donor scar heals.',
      ],
      faqs: [
        {
          q: 'How visible is the FUT scar?',
          a: 'With good technique, it is usually a fine line hidden by hair of moderate length. Some people stretch the scar more than others, and very short haircuts may reveal it.',
        },
        {
          q: 'Is FUT outdated?',
          a: 'No. Many hair restoration surgeons still offer it because it can provide many grafts and spare the donor area. The right method depends on your situation.',
        },
        {
          q: 'Is recovery harder than FUE?',
          a: 'The donor area is usually more tender for a short time and needs stitch care. The recipient area heals the same way for both methods.',
        },
      ],
    },
    {
      name: 'Hair Loss Evaluation',
      keyword: 'hair loss clinic',
      what: [
        'Not all hair loss is the same, and the right treatment starts with finding the cause.',
        'Pattern hair loss, known as androgenetic alopecia, is the most common cause in men and women, but thyroid disease, iron deficiency, stress, illness, medications and autoimmune conditions can also cause shedding.',
        'Patchy loss may be alopecia areata, and scarring alopecias need early diagnosis to protect remaining hair.',
        'A hair loss evaluation includes your history, a scalp exam with magnification, and sometimes blood tests or a scalp biopsy.',
        'Some causes need treatment by a dermatologist or primary care physician, and a good clinic will refer you when surgery is not the answer.',
      ],
      signs: [
        'More hair than usual on your pillow, brush or shower drain',
        'A widening part or visible scalp',
        'A receding hairline or thinning crown',
        'Round bald patches',
        'Itching, burning or redness on the scalp with hair loss',
      ],
      steps: [
        'You describe when the loss started, family history, health changes and medications.',
        'The physician examines your scalp with magnification.',
        'Blood tests or a biopsy may be ordered when the cause is unclear.',
        'The diagnosis is explained with treatment options.',
        'Photos are taken to track progress over time.',
      ],
      cost: [
        'Consultation fees vary, and some clinics apply them to later treatment, so ask in advance.',
        'Medical evaluation of hair loss may be covered by health insurance in some cases, especially when an underlying condition is suspected.',
      ],
      timing: [
        'The evaluation usually takes one visit, with follow-up for test results.',
        'Seek help early: it is easier to keep hair than to replace it.',
      ],
      faqs: [
        {
          q: 'Is my hair loss genetic?',
          a: 'Pattern hair loss is strongly hereditary, but other causes can look similar. An evaluation helps confirm the cause before you start treatment.',
        },
        {
          q: 'Can stress cause hair loss?',
          a: 'Yes. A stressful event, illness or surgery can trigger shedding a few months later, called telogen effluvium, which often improves on its own.',
        },
        {
          q: 'Do women get pattern hair loss?',
          a: 'Yes, though it often shows as diffuse thinning along the part rather than a receding hairline. Evaluation and treatment options are available for women too.',
        },
        {
          q: 'Can hair loss be a sign of a health problem?',
          a: 'Sometimes. Thyroid disease, low iron, hormonal changes and some autoimmune conditions can show up as hair loss, which is why the evaluation may include blood tests.',
        },
      ],
    },
    {
      name: 'Non-Surgical Hair Restoration',
      keyword: 'hair restoration',
      what: [
        'Non-surgical treatments can slow hair loss and, for some people, regrow hair, and they are often used alongside a transplant to protect native hair.',
        'Topical minoxidil is available without a prescription, and oral medications such as finasteride are prescribed by a physician for men after a discussion of possible side effects.',
        'Platelet-rich plasma, or PRP, uses a concentrate from your own blood injected into the scalp; evidence is still developing and results vary.',
        'Low-level laser devices, used at home or in a clinic, are cleared for hair growth in some forms, and responses differ from person to person.',
        'The physician will suggest a realistic plan and track progress with photos, since changes appear slowly.',
      ],
      signs: [
        'Early thinning that has not yet become bald areas',
        'You want to slow loss before considering surgery',
        'You had a transplant and want to protect your native hair',
        'You are not a candidate for surgery',
        'You prefer to avoid a procedure',
      ],
      steps: [
        'Your hair loss is evaluated and its cause confirmed.',
        'Treatment options, benefits, side effects and costs are discussed.',
        'Medication is prescribed or PRP and laser sessions are scheduled.',
        'Baseline photos are taken.',
        'Progress is reviewed every few months and the plan adjusted.',
      ],
      cost: [
        'Ongoing medications are a monthly expense, while PRP is priced per session and usually needs a series with maintenance.',
        'Laser devices have a one-time purchase price or per-session clinic fees; none of these are typically covered by insurance for cosmetic hair loss.',
      ],
      timing: [
        'Medications and other treatments often take several months before changes can be judged.',
        'Benefits usually last only as long as treatment continues.',
      ],
      faqs: [
        {
          q: 'Does minoxidil really work?',
          a: 'It helps many people slow loss or regrow some hair, especially at the crown, but results vary and stop if you stop using it. Some shedding in the first weeks can occur.',
        },
        {
          q: 'Is PRP for hair loss proven?',
          a: 'Studies suggest PRP may help some people, but protocols differ and evidence is still evolving. Ask your physician what results to expect and how progress will be measured.',
        },
        {
          q: 'What are the side effects of finasteride?',
          a: 'Most men tolerate it, but some report sexual side effects or mood changes. Your physician will discuss risks and whether it suits you.',
        },
      ],
    },
  ],
  why: [
    'A physician evaluates the cause of your hair loss before recommending treatment',
    'Honest advice on candidacy, including when surgery is not the right choice',
    'Natural hairline design planned for your future, not just today',
    'Clear pricing by graft or session, with what is included',
    'Medication and non-surgical options discussed alongside surgery',
    'Follow-up visits and photos to track your growth',
    'Financing options to ask about',
  ],
  prepare: [
    'A list of medications, supplements and health conditions',
    'Family history of hair loss on both sides',
    'Notes on when your hair loss began and any recent illness or stress',
    'Photos of your hair from past years',
    'Details of any previous hair treatments or transplants',
  ],
  faqs: [
    {
      q: 'How much does a hair transplant cost?',
      a: 'Cost depends mostly on the number of grafts and the method used, and each practice sets its own pricing. Ask for a written quote that lists what is included.',
    },
    {
      q: 'How long do results take?',
      a: 'New hair usually starts growing a few months after surgery, with the full result visible about a year or more later. Results vary from person to person.',
    },
    {
      q: 'Will I need more than one procedure?',
      a: 'Some people do, especially if hair loss continues or they want more density. Medication can help reduce the need for future sessions.',
    },
    {
      q: 'How do I choose a hair transplant clinic?',
      a: "Ask who performs each step, about the physician's training in hair restoration, and to see before-and-after photos of the clinic's own patients. Be cautious of offers that sound too good to be true.",
    },
    {
      q: 'Is recovery painful?',
      a: 'Most people have mild soreness, tightness and some swelling for a few days, managed with medications as advised. Your physician will give detailed aftercare instructions.',
    },
    {
      q: 'Can women have hair transplants?',
      a: 'Yes, some women with stable, localized thinning and good donor hair are candidates. Many women benefit first from an evaluation of other causes.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Winter hats make the early weeks after surgery easy to keep private; ask your physician when a loose hat is allowed.',
        'A procedure in winter can mean visible growth by the following fall and full results about a year later.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Planning around a wedding or milestone next year? Spring is a good time to start, since results take about a year.',
        'If you have noticed more shedding, book an evaluation before it becomes lasting thinning.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'After surgery, protect your scalp from sun and skip swimming pools and lakes for the period your physician advises.',
        'Summer heat and sweating make the first days of recovery less comfortable; plan time indoors.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Fall and early winter are popular times for surgery, as cooler weather and hats make recovery easier.',
        'If you use flexible spending money for eligible medical hair loss care, check what is left before year end.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical advice. A licensed physician will evaluate your hair loss and recommend treatment; results vary from person to person. If you have a medical emergency, call 911.',
  banned: ['guarantee', 'permit', 'scarless', 'painless', 'permanent results', 'best hair transplant'],
};
