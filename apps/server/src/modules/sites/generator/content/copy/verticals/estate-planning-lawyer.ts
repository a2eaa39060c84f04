// Estate planning lawyer: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const estatePlanningLawyer: VerticalCopy = {
  slug: 'estate-planning-lawyer',
  kind: 'legal',
  audience: 'individuals and families planning ahead',
  about: [
    'An estate plan says who receives what you own, who looks after your children, and who makes decisions for you if you cannot.',
    'Without one, state law decides who inherits, a court picks guardians and decision makers, and families are left to guess what you wanted.',
    'We connect people in {city} with a local estate planning lawyer who can turn their wishes into documents that work under state law.',
    'A lawyer will review your situation: your family, your property, your retirement accounts and insurance, and any special concerns such as a child with a disability or a blended family.',
    'Plans range from a simple will and powers of attorney to a living trust, and many lawyers quote estate plans at a flat fee, so ask what is included.',
    'Estate planning is not only for the wealthy; most of its value is in clear instructions and in avoiding delays for the people you love.',
  ],
  services: [
    {
      name: 'Wills',
      keyword: 'will lawyer',
      what: [
        'A will names who receives your property, who serves as executor to settle your estate, and who would raise your minor children.',
        'States set formal rules for signing a will, such as the number of witnesses, and many allow a self-proving affidavit that makes probate easier.',
        'A will does not control everything: retirement accounts, life insurance, payable-on-death accounts and jointly owned property usually pass by beneficiary designation or title.',
        'A will lawyer coordinates those assets with the will so nothing contradicts your plan, and drafts clear terms for gifts, trusts for young beneficiaries and backup choices.',
        'A will usually goes through probate, which is one reason some people pair it with a trust.',
      ],
      signs: [
        'You have children under 18 and have not named a guardian',
        'You married, divorced or remarried since your last will',
        'You own property in more than one state',
        'You want to leave something to a charity or a friend',
        'Your only will was written many years ago or online without review',
      ],
      steps: [
        'A lawyer reviews your family, property and wishes in a planning meeting.',
        'Beneficiary designations and account titles are checked against your goals.',
        'A draft will is prepared and explained in plain words.',
        'You review and request changes until it reflects what you want.',
        'The will is signed with the required witnesses and, where used, a notary, and you receive guidance on storing it.',
      ],
      cost: [
        'Wills are often offered at a flat fee, sometimes as part of a package with powers of attorney and health care directives.',
        'Blended families, business interests, trusts for children or property in several states make the work more involved.',
      ],
      timing: [
        'A simple will is often ready within a few weeks of the first meeting.',
        'Review it after every major life event, such as a birth, marriage, divorce, move or death in the family.',
      ],
      faqs: [
        {
          q: 'What happens if I die without a will?',
          a: 'State law decides who inherits, usually a spouse and children in set shares, and a court appoints someone to administer the estate and, if needed, a guardian for minors. The result may not match what you would have chosen.',
        },
        {
          q: 'Is a handwritten or online will valid?',
          a: "Some states accept handwritten wills and online templates can be valid if signed correctly, but errors are common. A lawyer will review whether your document meets your state's rules.",
        },
        {
          q: 'Does my will control my life insurance?',
          a: 'Usually not. Life insurance and retirement accounts pass to the beneficiaries named on the account, so those forms must be kept up to date.',
        },
      ],
    },
    {
      name: 'Living Trusts',
      keyword: 'trust attorney',
      what: [
        'A revocable living trust holds your property during life, with you usually as trustee, and passes it to your beneficiaries at death without probate.',
        'It also plans for incapacity: a successor trustee can manage trust property if you cannot, without a court guardianship.',
        'A trust only controls what is placed in it, so funding the trust by retitling your home, accounts and other assets is essential.',
        'Trusts can hold an inheritance for children until they are older, protect a beneficiary who struggles with money, or keep family matters private.',
        'A trust attorney drafts the trust, a pour-over will for anything left outside it, and the deeds and instructions needed to fund it.',
      ],
      signs: [
        'You own a home or real estate and want to avoid probate',
        'You own property in more than one state',
        'You want children to receive an inheritance in stages',
        'You want a plan in place if you become unable to manage money',
        "You value privacy for your family's affairs",
      ],
      steps: [
        'A lawyer reviews your property, family and goals to see whether a trust fits.',
        'The trust, pour-over will and related documents are drafted and explained.',
        'You sign the documents and the trust is created.',
        'Your home is deeded to the trust and accounts are retitled or given trust beneficiaries.',
        'You receive a summary of how the trust works and what to do when you buy new property.',
      ],
      cost: [
        'Trust-based plans cost more than a simple will up front, and are often quoted at a flat fee that should state whether funding help is included.',
        'The number of properties, tax planning needs and special provisions for beneficiaries are the main cost drivers.',
      ],
      timing: [
        'Drafting and signing usually take a few weeks; funding may take longer as banks and title records are updated.',
        'Review the trust every few years or after major changes in family or property.',
      ],
      faqs: [
        {
          q: 'Do I need a trust or is a will enough?',
          a: "It depends on your property, your state's probate process and your goals. Many people are well served by a will, while homeowners and families with more complex needs often choose a trust.",
        },
        {
          q: 'Does a living trust reduce taxes?',
          a: 'A revocable trust by itself generally does not reduce income or estate taxes. Larger estates may use other trust provisions for tax planning.',
        },
        {
          q: 'Can I change a revocable trust?',
          a: 'Yes, while you are living and competent you can amend or revoke it. Irrevocable trusts are different and are harder to change.',
        },
      ],
    },
    {
      name: 'Probate and Estate Administration',
      keyword: 'probate lawyer',
      what: [
        'Probate is the court process that validates a will, appoints an executor or administrator, and oversees paying debts and distributing what is left.',
        'The personal representative must locate and value assets, notify creditors and heirs, file final tax returns and keep careful records.',
        'Many states have simplified procedures for small estates or allow some estates to be handled with little court supervision.',
        "Trust administration is similar work done outside court, by a successor trustee following the trust's terms.",
        'A probate lawyer guides the executor or trustee through each step, prepares court filings and helps resolve disputes among family members or creditors.',
      ],
      signs: [
        'A loved one has died and you were named executor or trustee',
        'There is no will and someone needs authority to act',
        "Accounts or a house are in the deceased person's name alone",
        'Creditors are asking to be paid',
        'Family members disagree about the will or property',
      ],
      steps: [
        'A lawyer reviews the will or trust, the assets and the family situation.',
        'The petition is filed and the personal representative is appointed, or the trustee begins acting.',
        'Assets are gathered and inventoried, and creditors and heirs are notified.',
        'Debts, expenses and taxes are paid from the estate.',
        'Remaining property is distributed and the estate is closed.',
      ],
      cost: [
        'Probate fees may be hourly, flat or, in some states, set by statute; ask which applies and what court costs to expect.',
        'The size of the estate, real estate sales, tax filings and any family disputes drive the cost.',
      ],
      timing: [
        'Simple probate often takes several months to a year because of creditor notice periods and court schedules.',
        'Contested estates and those with real estate or business interests can take longer.',
      ],
      faqs: [
        {
          q: "Is the executor personally responsible for the estate's debts?",
          a: 'Generally not, but an executor who pays heirs before valid debts or mishandles assets can face personal liability. A lawyer helps the executor follow the required order.',
        },
        {
          q: 'Do all estates go through probate?',
          a: 'No. Property held in a trust, jointly with survivorship, or with named beneficiaries usually passes outside probate, and small estates may qualify for simplified procedures.',
        },
        {
          q: 'Can an executor be paid?',
          a: 'Most states allow reasonable compensation for an executor or trustee. The will or state law sets the rules.',
        },
      ],
    },
    {
      name: 'Powers of Attorney and Health Care Directives',
      keyword: 'power of attorney lawyer',
      what: [
        'A durable financial power of attorney names someone to manage your money, bills and property if you cannot.',
        'A health care power of attorney, sometimes called a health care proxy, names someone to make medical decisions for you when you cannot speak for yourself.',
        'A living will or advance directive records your wishes about life-sustaining treatment, and a HIPAA authorization lets chosen people speak with your doctors.',
        'Without these documents, a family may need a court guardianship or conservatorship, which is slower, public and costly.',
        "A power of attorney lawyer drafts documents that meet your state's signing rules and explains the powers given, including limits you may want.",
      ],
      signs: [
        'You are facing surgery, a serious diagnosis or advancing age',
        'A parent is showing signs of memory loss',
        'You are single or want someone other than a relative to decide',
        'Your adult child turned 18 and you have no authority to help them',
        'Your existing documents are from another state or many years old',
      ],
      steps: [
        'A lawyer discusses who you trust to act for you and what powers they should have.',
        'Your wishes for medical care are talked through and recorded.',
        "Documents are drafted to meet your state's requirements.",
        'You sign with the required witnesses or notary.',
        'Copies go to your agents and doctors, and you learn when to update them.',
      ],
      cost: [
        'These documents are often included in a flat-fee estate plan package or offered on their own at a modest flat fee.',
        'Custom limits, multiple agents and planning for a parent who already has memory concerns can add time.',
      ],
      timing: [
        'Sign these documents while you are healthy; a person must have capacity to sign them.',
        'Review them after a move, since another state may have different forms.',
      ],
      faqs: [
        {
          q: 'Can I make a power of attorney for my parent?',
          a: 'Only your parent can sign it, and they must understand what they are signing. If capacity is already an issue, a lawyer will review whether a guardianship is needed.',
        },
        {
          q: 'When does a durable power of attorney take effect?',
          a: 'Some take effect right away and others only after incapacity, depending on how they are written and state law. A lawyer will explain the choice.',
        },
        {
          q: 'Do parents need documents for an adult child?',
          a: 'Once a child turns 18, parents generally lose automatic access to medical and financial information. Young adults often sign a health care proxy and HIPAA authorization.',
        },
      ],
    },
    {
      name: 'Special Needs and Long-Term Care Planning',
      keyword: 'special needs trust attorney',
      what: [
        'A special needs trust lets a person with a disability receive an inheritance or settlement while keeping eligibility for programs such as SSI and Medicaid.',
        'Parents and grandparents often set up a third-party special needs trust in their own estate plan, so the gift never passes to the beneficiary directly.',
        'Long-term care planning looks ahead to the cost of assisted living or a nursing home and how Medicaid rules, including its look-back period for gifts, may apply.',
        'Planning can include trusts, ABLE accounts, guardianship alternatives and coordination with benefits counselors.',
        "A lawyer who handles this work explains the rules in your state and drafts documents that fit the family's long-term needs.",
      ],
      signs: [
        'You have a child or relative with a disability who receives benefits',
        'A loved one may need nursing home or memory care in the coming years',
        'A family member is about to receive an inheritance or settlement while on benefits',
        'You are unsure whether to seek guardianship for an adult child',
        "You want to protect a spouse's finances if the other needs long-term care",
      ],
      steps: [
        "A lawyer reviews the person's benefits, needs and the family's resources.",
        'Options such as a special needs trust or ABLE account are compared.',
        'Documents are drafted and trustees are chosen and instructed.',
        'Other family plans are updated to leave gifts to the trust rather than the person.',
        'The plan is reviewed as rules or care needs change.',
      ],
      cost: [
        'Special needs and long-term care plans require more analysis than a basic will, and fees reflect that work.',
        'Benefits applications and ongoing trust administration may be billed separately.',
      ],
      timing: [
        "Plan early: Medicaid's look-back rules reward planning done years before care is needed.",
        'Update plans when benefits, care needs or family circumstances change.',
      ],
      faqs: [
        {
          q: "Will an inheritance affect my child's SSI or Medicaid?",
          a: 'It can, because these programs have strict resource limits. Leaving the gift to a properly drafted special needs trust is a common way to protect eligibility.',
        },
        {
          q: 'What is the Medicaid look-back period?',
          a: 'Medicaid reviews gifts and transfers made during a period before an application for long-term care, and transfers can delay eligibility. A lawyer will review the rules in your state.',
        },
        {
          q: 'What is an ABLE account?',
          a: 'It is a tax-advantaged savings account for people whose disability began before a certain age, with limited effect on benefits. It can work alongside a special needs trust.',
        },
      ],
    },
  ],
  why: [
    'A local lawyer reviews your situation and explains options in plain words',
    "Documents are drafted to meet your state's signing rules",
    'Beneficiary forms and account titles are coordinated with your plan',
    'Flat-fee options are explained in writing before work begins',
    "Guardians, executors and agents are chosen with your family's needs in mind",
    'Executors and trustees are guided through every step after a death',
    'Conversations with a lawyer are confidential',
  ],
  prepare: [
    'A list of your assets, with how each is titled and any named beneficiaries',
    'Names of the people you would choose as executor, guardian and agents',
    'Copies of any existing will, trust or powers of attorney',
    'Information about children from prior relationships or family members with special needs',
    'For probate: the death certificate, the will and recent account statements',
  ],
  faqs: [
    {
      q: 'What documents does a basic estate plan include?',
      a: 'Usually a will, a durable financial power of attorney, a health care power of attorney and a living will or advance directive. Some plans add a revocable living trust.',
    },
    {
      q: 'How much does an estate plan cost?',
      a: 'Many lawyers charge a flat fee that depends on whether the plan is will-based or trust-based and how complex your family and property are. Ask what is included before you begin.',
    },
    {
      q: 'How often should I update my estate plan?',
      a: 'Review it every few years and after births, deaths, marriages, divorces, moves to another state or large changes in property.',
    },
    {
      q: 'Will my estate owe estate tax?',
      a: 'Federal estate tax applies only to very large estates, and some states have their own estate or inheritance taxes with lower thresholds. A lawyer will review whether it is a concern for you.',
    },
    {
      q: 'Can I leave someone out of my will?',
      a: 'Generally you can leave out adult children, but spouses often have rights to part of the estate under state law. A lawyer can explain the rules and how to make your intent clear.',
    },
    {
      q: 'Where should I keep my original will?',
      a: 'Somewhere safe that your executor can reach, such as a fireproof box or with your lawyer; some courts also accept wills for safekeeping. Tell your executor where it is.',
    },
    {
      q: 'Does contacting you create an attorney-client relationship?',
      a: 'No. Sending the form is free and does not commit you to anything; an attorney-client relationship begins only when you and a lawyer agree to it, usually in writing.',
    },
  ],
  seasons: [
    {
      months: [0, 1, 2],
      advice: [
        'Start the year by checking the beneficiary forms on retirement accounts and life insurance; they often override a will.',
        'Tax documents gathered in winter make a handy list of your accounts for a planning meeting.',
      ],
    },
    {
      months: [3, 4, 5],
      advice: [
        'Before a big summer trip, sign the will and health care documents you have been putting off.',
        'Graduating seniors turning 18 should sign a health care proxy and HIPAA authorization before heading off to school.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'Summer family visits are a good time to talk with aging parents about where their documents are and who they have named.',
        'If you bought or sold a home this year, make sure the deed fits your trust or plan.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Open enrollment season is a good reminder to update life insurance and workplace beneficiary choices.',
        'Holiday gatherings can be the right moment to tell your family who your executor and agents are.',
      ],
    },
  ],
  disclaimer:
    'Attorney advertising. This website gives general information, not legal advice, and sending a message does not create an attorney-client relationship. A local lawyer will review your situation; past results do not predict future outcomes and no lawyer can promise a particular result.',
  banned: ['guarantee', 'avoid all taxes', 'top rated', 'specialist', 'lawsuit-proof', 'we will win'],
};
