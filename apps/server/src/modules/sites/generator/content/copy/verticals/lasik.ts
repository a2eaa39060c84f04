// LASIK eye surgery: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const lasik: VerticalCopy = {
  slug: 'lasik',
  kind: 'medical',
  audience: 'patients who want less dependence on glasses and contacts',
  about: [
    'Laser vision correction reshapes the cornea, the clear front window of the eye, so light focuses more sharply and you rely less on glasses or contact lenses.',
    'LASIK is the best known procedure, and PRK, SMILE and implantable lenses are alternatives for people whose eyes are better suited to them.',
    'We help people in {city} connect with a local LASIK practice for a thorough eye exam and an honest answer about candidacy.',
    'An eye surgeon will measure your prescription, corneal thickness and shape, and check for dry eye and other conditions before recommending any procedure.',
    'Not everyone is a good candidate, and a careful practice will tell you when surgery is not the right choice or when another option is safer.',
    'Most patients see well for everyday activities after surgery, but results vary, some people still need glasses for certain tasks, and reading glasses are usually needed with age.',
  ],
  services: [
    {
      name: 'LASIK Eye Surgery',
      keyword: 'lasik eye surgery',
      what: [
        'LASIK corrects nearsightedness, farsightedness and astigmatism by creating a thin flap in the cornea, reshaping the tissue underneath with an excimer laser, and laying the flap back in place.',
        'Most practices create the flap with a femtosecond laser, and the treatment can be customized using detailed maps of your eye, sometimes called wavefront-guided or topography-guided treatment.',
        'The laser portion is brief for each eye and uses numbing drops, and most patients feel pressure rather than pain.',
        'Vision often improves quickly, with many patients noticing clearer sight within a day or so, though it can fluctuate as the eyes heal.',
        'Possible side effects include dry eye, glare, halos around lights, and under- or overcorrection that may need glasses or an enhancement.',
      ],
      signs: [
        'You are tired of glasses fogging up or contacts drying out',
        'Your prescription has been stable for at least a year',
        'You are an adult in good general health',
        'Glasses or contacts get in the way of sports or work',
        'You have had contact lens infections or irritation',
      ],
      steps: [
        'A detailed exam confirms you are a candidate and chooses the right treatment.',
        'On the day of surgery, numbing drops are applied and a lid holder keeps your eye open.',
        'The flap is created, the laser reshapes the cornea, and the flap is repositioned.',
        'You rest at home with protective shields and prescribed drops.',
        'Follow-up visits check healing and vision over the following months.',
      ],
      cost: [
        "LASIK is usually priced per eye, and the technology used, the surgeon's experience and what is included, such as follow-up visits and enhancements, affect the total.",
        'Insurance rarely covers LASIK, but flexible spending and health savings accounts can often be used, and many practices offer financing; be cautious of advertised prices that apply only to low prescriptions.',
      ],
      timing: [
        'Surgery itself is quick, and many people return to work within a few days after the surgeon checks their eyes.',
        'Stop wearing contact lenses for the period your surgeon sets before the exam, since lenses change the shape of the cornea.',
      ],
      faqs: [
        {
          q: 'Does LASIK hurt?',
          a: 'Numbing drops keep the procedure comfortable, and most people feel only pressure. Afterward, the eyes may feel scratchy or watery for a few hours to a day.',
        },
        {
          q: 'Will I still need glasses after LASIK?',
          a: "Many patients no longer need glasses for most activities, but results vary, and some still use glasses for night driving or fine tasks. Almost everyone needs reading glasses later in life due to natural aging of the eye's lens.",
        },
        {
          q: 'Can LASIK be repeated?',
          a: 'Some patients have an enhancement if vision changes or the first treatment under- or overcorrects, provided the cornea is thick enough. Ask whether enhancements are included in the price.',
        },
      ],
    },
    {
      name: 'PRK Surgery',
      keyword: 'prk surgery',
      what: [
        'PRK, photorefractive keratectomy, was the first laser vision procedure and remains a strong option for many patients.',
        'Instead of creating a flap, the surgeon gently removes the thin outer layer of the cornea, then the excimer laser reshapes the surface.',
        'The outer layer grows back over several days under a bandage contact lens.',
        'Because there is no flap, PRK suits people with thinner corneas, certain corneal shapes, or jobs and sports with a risk of eye impact.',
        'Recovery is slower and less comfortable than LASIK for the first days, but long-term vision results are generally similar.',
      ],
      signs: [
        'You were told your corneas are too thin for LASIK',
        'You play contact sports or martial arts',
        'Your work involves a risk of eye injury',
        'You have mild irregularities on the corneal surface',
        'You prefer a procedure without a corneal flap',
      ],
      steps: [
        'An exam confirms PRK suits your eyes and prescription.',
        'Numbing drops are applied and the outer corneal layer is removed.',
        'The laser reshapes the cornea, and a bandage contact lens is placed.',
        'You use prescribed drops and rest while the surface heals.',
        'The bandage lens is removed at a follow-up visit and vision is tracked over weeks.',
      ],
      cost: [
        'PRK is usually priced similarly to LASIK, per eye, with follow-up care often included.',
        'The laser technology and any enhancement policy affect the price; insurance rarely covers it.',
      ],
      timing: [
        'Expect several days of discomfort and blurry vision, and plan to take time off work.',
        'Vision typically sharpens over weeks, with full stability taking a few months.',
      ],
      faqs: [
        {
          q: 'Is PRK as good as LASIK?',
          a: 'Long-term vision results are generally similar. PRK has a slower, less comfortable recovery but avoids a flap, which matters for some eyes and lifestyles.',
        },
        {
          q: 'How much does PRK hurt?',
          a: 'The procedure is comfortable with numbing drops, but the first few days of healing can be sore, with light sensitivity and watering. Your surgeon will prescribe drops and advise on pain relief.',
        },
        {
          q: 'When can I drive after PRK?',
          a: 'Not until your surgeon confirms your vision meets driving standards, which is often later than with LASIK. Arrange rides for the first days.',
        },
        {
          q: 'Why would a surgeon recommend PRK over LASIK?',
          a: 'Thin or irregular corneas, a high risk of eye impact at work or play, and some previous eye surgeries can make PRK the safer choice. The exam results guide the recommendation.',
        },
      ],
    },
    {
      name: 'LASIK Consultations and Candidacy Exams',
      keyword: 'lasik',
      what: [
        'A candidacy exam is a detailed eye exam that decides whether laser vision correction is safe for you and which procedure fits best.',
        'It measures your prescription, corneal thickness and shape, pupil size, tear film and the health of the retina and other eye structures.',
        'Corneal mapping screens for keratoconus and other irregularities that can make LASIK unsafe.',
        'The doctor also asks about health conditions, medications, pregnancy and your work and hobbies, since these affect recommendations.',
        'A good consultation explains the risks, the expected results for your prescription, and the alternatives, without pressure to decide that day.',
      ],
      signs: [
        'You are curious whether LASIK could work for you',
        'You were told years ago you were not a candidate and want a new opinion',
        'Your prescription is high or includes astigmatism',
        'You have dry eyes and wonder whether surgery is possible',
        'You want to compare LASIK, PRK and lens options',
      ],
      steps: [
        'You stop wearing contact lenses for the period the practice advises.',
        'Technicians take measurements and corneal maps.',
        'Your eyes may be dilated for a full exam of the inside of the eye.',
        'The surgeon or eye doctor reviews the results and the options with you.',
        'You receive a written plan and cost estimate if you are a candidate.',
      ],
      cost: [
        'Some practices offer a free screening, while a full dilated exam may carry a fee or be credited toward surgery; ask in advance.',
        'Additional testing for dry eye or corneal irregularities may be needed for some patients.',
      ],
      timing: [
        'Plan for a longer visit, and bring a driver if your eyes will be dilated.',
        'Book the exam a few weeks ahead of your preferred surgery date to allow time off contacts.',
      ],
      faqs: [
        {
          q: 'Who is not a candidate for LASIK?',
          a: 'People with unstable prescriptions, thin or irregular corneas, uncontrolled dry eye, certain eye diseases, or who are pregnant may be advised against LASIK. Alternatives may still be available.',
        },
        {
          q: 'Why do I have to stop wearing contacts before the exam?',
          a: 'Contact lenses temporarily change the shape of the cornea, which could make the measurements inaccurate. Rigid lenses usually need a longer break than soft lenses.',
        },
        {
          q: 'Am I too old for LASIK?',
          a: "Age alone does not rule you out, but after about your mid-forties the eye's lens begins to change. Your doctor may suggest monovision or lens-based options instead.",
        },
      ],
    },
    {
      name: 'SMILE Laser Vision Correction',
      keyword: 'laser eye surgery',
      what: [
        'SMILE, small incision lenticule extraction, is a newer form of laser eye surgery that corrects nearsightedness, with or without astigmatism, through a small opening in the cornea.',
        'A femtosecond laser shapes a thin disc of tissue, called a lenticule, inside the cornea, which the surgeon removes through the small incision.',
        'Because there is no large flap, SMILE may cause less disruption to corneal nerves, and some studies suggest less dry eye early on, though results vary.',
        'SMILE does not treat farsightedness in all practices, and enhancements are usually done with PRK or a different technique.',
        'Your surgeon will compare SMILE, LASIK and PRK for your prescription, corneas and lifestyle.',
      ],
      signs: [
        'You are nearsighted, with or without astigmatism',
        'You want a flapless procedure with a quick recovery',
        'You have an active lifestyle or play contact sports',
        'You are concerned about dry eye after surgery',
        'You want to compare laser options before deciding',
      ],
      steps: [
        'A candidacy exam confirms SMILE suits your prescription.',
        'Numbing drops are applied and your eye is positioned under the laser.',
        'The laser creates the lenticule and a small incision.',
        'The surgeon removes the lenticule and checks the eye.',
        'You use prescribed drops and attend follow-up visits.',
      ],
      cost: [
        'SMILE is typically priced per eye, often similar to or higher than LASIK, depending on the practice and technology.',
        'Ask whether follow-up visits and any enhancement are included, and use flexible spending or health savings funds where eligible.',
      ],
      timing: [
        'Many patients resume normal activities within days, after the first check.',
        'Vision continues to stabilize over several weeks.',
      ],
      faqs: [
        {
          q: 'Is SMILE better than LASIK?',
          a: 'Neither is best for everyone; both can provide excellent results for suitable patients. Your surgeon will explain the differences for your eyes.',
        },
        {
          q: 'Can SMILE treat farsightedness?',
          a: 'Availability varies, and it is mainly used for nearsightedness and astigmatism. LASIK, PRK or lens options may suit farsightedness better.',
        },
        {
          q: 'What if I need an enhancement after SMILE?',
          a: 'Enhancements are possible, often using PRK or another technique. Ask how the practice handles them.',
        },
        {
          q: 'Is SMILE right for people with dry eyes?',
          a: 'Some surgeons consider it for patients concerned about dry eye, but existing dry eye still needs to be treated and controlled first. Your exam will show whether your tear film is healthy enough for surgery.',
        },
      ],
    },
    {
      name: 'ICL and Lens-Based Vision Correction',
      keyword: 'icl surgery',
      what: [
        'When laser correction is not suitable, a lens can correct vision from inside the eye instead of reshaping the cornea.',
        'An implantable collamer lens, or ICL, is placed in front of your natural lens without removing anything, and it suits many people with high nearsightedness or thin corneas.',
        "Refractive lens exchange replaces the eye's natural lens with an artificial one, similar to cataract surgery, and is usually considered for people over their mid-forties who also want help with reading vision.",
        'Lens-based procedures are performed in a surgical setting with numbing and light sedation, one eye at a time.',
        'They carry different risks from laser surgery, such as pressure changes or, with lens exchange, retinal detachment, which your surgeon will explain.',
      ],
      signs: [
        'Your prescription is too high for laser correction',
        'Your corneas are too thin or irregular for LASIK',
        'You are over your mid-forties and need both distance and reading correction',
        'You have early lens changes that may become cataracts',
        'You were told you are not a LASIK candidate',
      ],
      steps: [
        'A detailed exam measures the eye to select the right lens.',
        'The options, risks and expected results are discussed.',
        'The first eye is treated in a surgical setting with numbing and sedation.',
        'The second eye is treated after the first has been checked.',
        'Follow-up visits monitor pressure, healing and vision.',
      ],
      cost: [
        'Lens-based procedures generally cost more than laser correction because of the implant and the surgical setting.',
        'The lens type, such as toric or multifocal, affects price; insurance rarely covers them when done for vision correction alone.',
      ],
      timing: [
        'Each eye is usually treated on a separate day, often a week or two apart.',
        'Many people see clearly within days, with full stabilization over weeks.',
      ],
      faqs: [
        {
          q: 'Can an ICL be removed?',
          a: 'Yes, an ICL can be removed or exchanged if needed, which is one of its advantages. Your surgeon will explain when that might be considered.',
        },
        {
          q: 'Will I get cataracts after lens exchange?',
          a: 'No, because the natural lens that would develop a cataract has been replaced. A film can form behind the new lens later and is treated with a quick laser procedure.',
        },
        {
          q: 'Is lens surgery riskier than LASIK?',
          a: 'Lens surgery is performed inside the eye, so its risks differ and can be more serious, though they are uncommon. Your surgeon will compare the risks for your situation.',
        },
      ],
    },
  ],
  why: [
    'A thorough candidacy exam before any recommendation',
    'Honest advice, including when surgery is not right for you',
    'Laser and lens options compared for your eyes',
    'Written estimates that state what is included, such as follow-ups and enhancements',
    "Questions about the surgeon's training and experience are welcomed",
    'Clear aftercare instructions and scheduled follow-up visits',
    'Flexible spending, health savings and financing options to ask about',
  ],
  prepare: [
    'Your current glasses and contact lens prescriptions and past records',
    'How long you must go without contacts before the exam, as the practice advises',
    'A list of medications and health conditions, including autoimmune disease and diabetes',
    'A driver for the exam if your eyes will be dilated',
    'Questions about side effects, night vision and the cost per eye',
  ],
  faqs: [
    {
      q: 'How do I know if I am a candidate for LASIK?',
      a: 'Only a full eye exam can tell. Good candidates are adults with a stable prescription, healthy corneas of sufficient thickness and no uncontrolled eye disease.',
    },
    {
      q: 'Is LASIK covered by insurance?',
      a: 'Usually not, because it is considered elective. Some vision plans offer discounts, and flexible spending or health savings accounts can often be used.',
    },
    {
      q: 'What are the risks of laser eye surgery?',
      a: 'Risks include dry eye, glare, halos, night vision changes, under- or overcorrection and, rarely, serious complications. Your surgeon will explain your personal risk after the exam.',
    },
    {
      q: 'Does LASIK last forever?',
      a: 'The correction to the cornea is lasting, but eyes continue to change with age. Many people need reading glasses later, and some develop other changes that need care.',
    },
    {
      q: 'Are both eyes treated in one visit?',
      a: 'With LASIK, PRK and SMILE, both eyes are usually treated in the same visit. Lens-based procedures are usually done one eye at a time.',
    },
    {
      q: 'What results can I expect?',
      a: 'Results vary from person to person and depend on your prescription and eyes. Your surgeon will describe realistic expectations for your case after the exam.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'New flexible spending and health savings contributions start for many people in January; it is a good time to book a candidacy exam.',
        'Winter sports are easier without fogged glasses, but protect your eyes with goggles after surgery as directed.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring allergies can make eyes itchy and dry; tell your doctor, since allergy flare-ups may affect timing.',
        'Book surgery in spring if you want clear vision for summer swimming and sports.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Students and teachers often plan surgery for summer break; book early, as schedules fill.',
        'After surgery, avoid pools, lakes and hot tubs for the period your surgeon advises, and wear sunglasses outdoors.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Unused flexible spending money often expires at year end; a fall surgery date can put it to use.',
        "During open enrollment, plan next year's flexible spending amount if you are considering LASIK.",
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical advice. A licensed eye surgeon will examine you and recommend treatment; results vary from person to person. If you have a medical emergency, call 911.',
  banned: ['guarantee', 'permit', 'perfect vision', '20/20 guaranteed', 'painless', 'best lasik'],
};
