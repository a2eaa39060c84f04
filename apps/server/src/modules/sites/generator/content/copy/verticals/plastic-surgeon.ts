// Plastic surgeon: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const plasticSurgeon: VerticalCopy = {
  slug: 'plastic-surgeon',
  kind: 'medical',
  audience: 'patients considering cosmetic or reconstructive surgery',
  about: [
    'Plastic surgery reshapes the body and face, whether to restore form after pregnancy, weight loss or injury, or to change a feature that has long bothered you.',
    'We help people in {city} connect with a local plastic surgeon for a consultation about breast surgery, body contouring and facial procedures.',
    'A surgeon will review your health, examine the area, listen to your goals and explain what surgery can realistically achieve, along with its risks and recovery.',
    'Choosing the surgeon is the most important decision: ask whether they are certified by the American Board of Plastic Surgery, where they operate, and whether the facility is accredited.',
    'Surgery is a serious decision, and a good surgeon will tell you when a procedure is not right for you or when waiting, losing weight or stopping smoking would make it safer.',
    'Results vary from person to person, swelling takes months to settle, and your health and habits affect how you heal.',
  ],
  services: [
    {
      name: 'Breast Augmentation',
      keyword: 'breast augmentation',
      what: [
        'Breast augmentation increases breast size or restores volume lost after pregnancy or weight loss, usually with silicone or saline implants.',
        'Implants come in different shapes, sizes, profiles and surfaces, and the surgeon helps you choose based on your chest width, tissue and goals.',
        'Implants can be placed above or below the chest muscle through an incision under the breast, around the areola or in the armpit.',
        'Fat transfer, using your own fat from liposuction, is an option for a modest increase in some patients.',
        'Breast implants are not lifetime devices; the FDA asks patients to review risks such as capsular contracture, rupture and a rare lymphoma linked mainly to textured implants, and some implants may need replacement over time.',
      ],
      signs: [
        'You feel your breasts are smaller than you would like',
        'Pregnancy, breastfeeding or weight loss reduced breast volume',
        'Your breasts are noticeably different in size',
        'You want to replace older implants',
        'You want to restore shape after a mastectomy, with reconstruction planning',
      ],
      steps: [
        'At the consultation, the surgeon measures your chest and discusses implant types and sizes, often with sizers.',
        "You review the risks, recovery and the FDA's patient information for implants.",
        'Pre-operative tests and instructions prepare you for surgery.',
        'The surgery is performed under anesthesia, and you go home or stay overnight as planned.',
        'Follow-up visits check healing, and long-term monitoring of the implants is discussed.',
      ],
      cost: [
        "The total usually includes the surgeon's fee, anesthesia, the facility and the implants, and it varies with implant type and technique.",
        'Cosmetic augmentation is not covered by insurance, though reconstruction after mastectomy usually is; ask for an itemized quote and about future replacement costs.',
      ],
      timing: [
        'Many patients return to light activity within a week or two, with heavier exercise delayed for several weeks.',
        'The breasts settle into their final shape over a few months.',
      ],
      faqs: [
        {
          q: 'Silicone or saline: which is better?',
          a: 'Silicone implants often feel more natural, while saline implants can be placed through smaller incisions and a rupture is easier to notice. Your surgeon will explain the trade-offs for your body.',
        },
        {
          q: 'Can I breastfeed after augmentation?',
          a: 'Many women can, but some incisions and placements carry more risk of affecting breastfeeding. Discuss your plans with the surgeon beforehand.',
        },
        {
          q: 'Will I need another surgery later?',
          a: 'Some patients do, for implant replacement, capsular contracture or changes with age. Implants are not considered lifetime devices.',
        },
      ],
    },
    {
      name: 'Tummy Tuck',
      keyword: 'tummy tuck',
      what: [
        'A tummy tuck, or abdominoplasty, removes loose skin and fat from the lower abdomen and often tightens separated abdominal muscles.',
        'Muscle separation, called diastasis recti, is common after pregnancy and does not respond well to exercise alone.',
        'A full tummy tuck uses a low hip-to-hip incision and repositions the belly button, while a mini tummy tuck treats only the area below it.',
        'After major weight loss, an extended tummy tuck or body lift may be needed to address skin on the sides and back.',
        'A tummy tuck is not a weight loss procedure, and it works best when you are near a stable weight and finished having children.',
      ],
      signs: [
        'Loose skin remains after pregnancy or weight loss',
        'Your belly bulges despite diet and exercise',
        'A gap between the abdominal muscles has been diagnosed',
        'Stretch marks sit on the lower abdomen',
        'An overhang of skin causes irritation',
      ],
      steps: [
        'The surgeon examines your abdomen, skin and muscles and discusses your goals.',
        'You receive instructions on medications, smoking and preparing for recovery.',
        'The procedure is performed under general anesthesia.',
        'Drains and a compression garment may be used in the early recovery period.',
        'Follow-up visits check healing and guide a gradual return to activity.',
      ],
      cost: [
        'The price depends on whether it is a mini, full or extended tummy tuck, plus anesthesia and facility fees.',
        'Combining it with liposuction or breast surgery changes the total; cosmetic tummy tucks are not covered by insurance.',
      ],
      timing: [
        'Plan for a couple of weeks off work and several weeks before strenuous exercise.',
        'Swelling improves over months, and the scar fades gradually over a year or more.',
      ],
      faqs: [
        {
          q: 'Should I wait until I am done having children?',
          a: 'Surgeons usually recommend it, because a later pregnancy can stretch the skin and muscles again. You can still have children after a tummy tuck if plans change.',
        },
        {
          q: 'How visible is the scar?',
          a: 'The incision is placed low so it is usually hidden by underwear or swimwear. Scars fade over time, and results vary with your skin.',
        },
        {
          q: 'Can a tummy tuck fix stretch marks?',
          a: 'It removes stretch marks on the skin that is cut away, usually those below the belly button. Stretch marks elsewhere remain.',
        },
      ],
    },
    {
      name: 'Liposuction',
      keyword: 'liposuction',
      what: [
        'Liposuction removes stubborn fat deposits through small incisions with a thin tube called a cannula, to improve body contour.',
        'Common areas include the abdomen, flanks, thighs, arms, back and under the chin.',
        'Techniques include tumescent liposuction with fluid that reduces bleeding, and power-assisted, ultrasound-assisted or laser-assisted methods.',
        'Liposuction does not tighten loose skin, so people with poor skin elasticity may need a tummy tuck or lift instead.',
        'It is a contouring procedure, not a way to lose weight, and lasting results depend on keeping a stable weight.',
      ],
      signs: [
        'Fat pockets that do not respond to diet and exercise',
        'You are near your goal weight with good skin tone',
        'Your body is out of proportion in certain areas',
        'A full neck or double chin bothers you',
        'You want to refine contours after weight loss',
      ],
      steps: [
        'The surgeon examines the areas and checks skin elasticity.',
        'A plan sets the areas to treat and the technique.',
        'Small incisions are made and the fat is removed under anesthesia.',
        'A compression garment is worn during recovery.',
        'Follow-up visits monitor swelling and healing.',
      ],
      cost: [
        'Price depends mostly on the number and size of areas treated, the technique and anesthesia.',
        'Liposuction for cosmetic purposes is not covered by insurance; ask whether garments and follow-ups are included.',
      ],
      timing: [
        'Many people return to desk work within about a week.',
        'Swelling lasts weeks to months, so the final shape takes time to appear.',
      ],
      faqs: [
        {
          q: 'Does fat come back after liposuction?',
          a: 'The removed fat cells do not return, but remaining fat cells can grow with weight gain. Keeping a stable weight helps preserve the result.',
        },
        {
          q: 'Is liposuction safe?',
          a: 'It is a common procedure, but like all surgery it has risks such as bleeding, infection, contour irregularities and rare serious complications. Choosing a qualified surgeon and an accredited facility matters.',
        },
        {
          q: 'How much fat can be removed?',
          a: 'There are safe limits on the amount removed in one session, which your surgeon will explain. Larger goals may require staged procedures.',
        },
        {
          q: 'Is liposuction the same as non-surgical fat reduction?',
          a: 'No. Non-surgical treatments such as fat freezing work gradually on small areas without incisions, while liposuction removes more fat in one procedure. Your surgeon can compare both for your goals.',
        },
      ],
    },
    {
      name: 'Breast Lift and Breast Reduction',
      keyword: 'breast reduction',
      what: [
        'A breast lift, or mastopexy, raises and reshapes sagging breasts and repositions the nipple, often after pregnancy, weight changes or aging.',
        'A breast reduction removes breast tissue, fat and skin to relieve the physical burden of very large breasts and improve proportion.',
        'Reduction can ease neck, back and shoulder pain, bra strap grooves and skin irritation, and it is often covered by insurance when medical criteria are met.',
        'A lift can be combined with implants when both shape and volume are desired.',
        'Incision patterns vary from around the areola to an anchor shape, depending on how much change is needed.',
      ],
      signs: [
        'Your breasts sag or the nipples point downward',
        'Heavy breasts cause neck, back or shoulder pain',
        'Bra straps leave deep grooves in your shoulders',
        'Rashes form under the breasts',
        'Large breasts limit exercise or clothing choices',
      ],
      steps: [
        'The surgeon examines your breasts and discusses lift, reduction or both.',
        'For reduction, symptoms and treatment history are documented for insurance if needed.',
        'Surgery takes place under general anesthesia in a hospital or accredited surgical facility.',
        'A surgical bra supports the breasts during early healing.',
        'Follow-up visits check healing and scars.',
      ],
      cost: [
        "Cosmetic lifts are self-paid, while reductions may be covered by insurance if your plan's criteria are met, often after a preauthorization.",
        'Combining a lift with implants, anesthesia time and facility fees all affect the total.',
      ],
      timing: [
        'Most people return to desk work within one to two weeks, with exercise restricted for several weeks.',
        'Insurance approval for reduction can take weeks, so start the process early.',
      ],
      faqs: [
        {
          q: 'Will insurance cover my breast reduction?',
          a: "Many plans cover reduction when documented symptoms meet their criteria, which may include the amount of tissue removed. The surgeon's office can help with preauthorization.",
        },
        {
          q: 'Can I breastfeed after a reduction or lift?',
          a: 'Some people can, but surgery may reduce the ability to breastfeed. Discuss your plans with your surgeon.',
        },
        {
          q: 'Do I need implants with a lift?',
          a: 'Not always. A lift reshapes existing tissue, and implants are added only if you want more upper fullness or volume.',
        },
        {
          q: 'How long do breast lift results last?',
          a: 'A lift lasts for years, but gravity, aging, pregnancy and weight changes continue to affect the breasts. Keeping a stable weight helps maintain the shape.',
        },
      ],
    },
    {
      name: 'Facelift and Eyelid Surgery',
      keyword: 'facelift',
      what: [
        'A facelift lifts and repositions the deeper tissues of the lower face and neck and removes excess skin, to improve jowls and neck laxity.',
        'A neck lift targets loose neck skin and muscle bands, and is often combined with a facelift.',
        'Eyelid surgery, or blepharoplasty, removes or repositions excess skin and fat from the upper or lower eyelids.',
        'Upper eyelid surgery may be covered by insurance when drooping skin blocks your field of vision, confirmed by a vision test.',
        'Surgical results last longer than non-surgical treatments, but the face continues to age, and a natural look depends on careful technique.',
      ],
      signs: [
        'Jowls have formed along the jawline',
        'Loose skin or bands have developed on the neck',
        'Upper eyelids feel heavy or hood over the lashes',
        'Lower eyelid bags make you look tired',
        'Fillers and other treatments no longer give the lift you want',
      ],
      steps: [
        'The surgeon examines your face, skin and eyelids and discusses goals.',
        'Vision testing is done when eyelid surgery may be covered by insurance.',
        'Surgery is performed under local anesthesia with sedation or general anesthesia.',
        'You rest at home with head elevation and cold compresses.',
        'Stitches are removed and healing is checked at follow-up visits.',
      ],
      cost: [
        'The extent of the procedure, combined procedures, anesthesia and facility fees determine the price.',
        'Facelifts are cosmetic and self-paid, while functional upper eyelid surgery may be covered by insurance.',
      ],
      timing: [
        'Bruising and swelling usually ease within two to three weeks, with subtle changes continuing for months.',
        'Allow a couple of weeks before social events or photos.',
      ],
      faqs: [
        {
          q: 'Will a facelift look overdone?',
          a: "Modern techniques aim to reposition deeper tissues rather than pulling skin tight. Looking at the surgeon's own before-and-after photos helps you judge their style.",
        },
        {
          q: 'How long does a facelift last?',
          a: 'Results often last for years, though aging continues. Sun protection and healthy habits help maintain them.',
        },
        {
          q: 'Is eyelid surgery painful?',
          a: 'Most people describe tightness and mild discomfort rather than severe pain. Cold compresses and prescribed or recommended medications help.',
        },
        {
          q: 'Can eyelid surgery be combined with a facelift?',
          a: 'Yes, many patients combine them to refresh the whole face in one recovery. The surgeon will weigh the benefits against longer surgery time.',
        },
      ],
    },
  ],
  why: [
    'A surgeon examines you and explains realistic results, risks and recovery',
    'Questions about board certification and facility accreditation are welcomed',
    "Before-and-after photos of the surgeon's own patients to ask about",
    'Itemized quotes that include surgeon, anesthesia and facility fees',
    'Alternatives, including non-surgical options, discussed honestly',
    'Clear recovery instructions and scheduled follow-up visits',
    'Financing options to ask about',
  ],
  prepare: [
    'A list of medications, supplements and allergies',
    'Your medical history, including past surgeries and anesthesia reactions',
    'Whether you smoke or vape, since it affects healing',
    'Photos that show the result you hope for',
    'Questions about risks, recovery time and total cost',
  ],
  faqs: [
    {
      q: 'How do I choose a plastic surgeon?',
      a: 'Ask whether the surgeon is certified by the American Board of Plastic Surgery, how often they perform your procedure, where they operate and whether the facility is accredited. Review their own before-and-after photos.',
    },
    {
      q: 'Is plastic surgery safe?',
      a: 'All surgery carries risks, including anesthesia complications, bleeding, infection, blood clots and poor scarring. Good health, a qualified surgeon and an accredited facility lower risk, and your surgeon will discuss your personal risks.',
    },
    {
      q: 'How long is recovery?',
      a: 'It depends on the procedure: some patients return to desk work within a week, while others need several weeks. Swelling often takes months to fully settle.',
    },
    {
      q: 'Does insurance cover plastic surgery?',
      a: 'Cosmetic procedures are generally self-paid, while reconstructive procedures such as breast reconstruction, some reductions and functional eyelid surgery may be covered.',
    },
    {
      q: 'Can I combine procedures?',
      a: 'Many patients combine procedures, such as a tummy tuck with breast surgery. The surgeon weighs the benefits against longer anesthesia time and your health.',
    },
    {
      q: 'What results can I expect?',
      a: 'Results vary from person to person and depend on your anatomy, skin quality, health and healing. A good surgeon sets realistic expectations at the consultation.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'New year, new plans: winter consultations leave time to prepare for surgery in spring.',
        'Sweaters and layers make it easy to recover privately in the colder months.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Want results for summer? Body procedures need weeks to months for swelling to settle, so plan early in spring.',
        'Stopping smoking well before surgery helps healing; start now if surgery is on your calendar.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Protect healing incisions from the sun with clothing and sunscreen, as directed, to help scars fade.',
        'Swimming is usually off limits until incisions have healed; plan summer vacations accordingly.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Time off around the holidays makes fall and early winter a popular surgery season; book consultations early.',
        'If a reduction is covered by insurance and you have met your deductible, scheduling before year end may lower your cost.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical advice. A qualified surgeon will evaluate you and explain risks and options; results vary from person to person. If you have a medical emergency, call 911.',
  banned: ['guarantee', 'permit', 'scarless', 'risk-free', 'painless', 'best plastic surgeon'],
};
