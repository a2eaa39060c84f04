// Tree service copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const treeService: VerticalCopy = {
  slug: 'tree-service',
  kind: 'emergency',
  audience: 'homeowners',
  about: [
    'Trees add shade, privacy and value to a property, and they also carry real risk when a large limb hangs over a roof, a driveway or a power line.',
    'Around {city}, storms, drought, disease and age all take their toll on yard trees, often in ways that are hard to spot from the ground.',
    'We trim and prune trees for health and clearance, remove trees that are dead, dangerous or in the wrong place, and grind stumps.',
    'Every job starts with a look at the tree, the targets beneath it and the safest way to bring wood down, whether by climbing, rigging or using a lift.',
    'We explain when pruning can save a tree and when removal is the responsible choice, and we never recommend topping.',
    'Your estimate says exactly what will be cut, what will be hauled away, and whether wood and chips stay or go.',
  ],
  services: [
    {
      name: 'Tree Removal',
      keyword: 'tree removal',
      what: [
        'Tree removal takes down a tree that is dead, dying, structurally unsound, diseased or simply too close to the house.',
        'In open space a tree may be felled in one piece, but most yard trees are taken down in sections, with limbs and trunk pieces lowered by ropes so nothing hits the roof, fence or garden.',
        'Cranes or aerial lifts are used for large trees over structures, where climbing and rigging alone would be too slow or risky.',
        'We check local rules first, because some cities and neighborhoods protect certain species or trees above a certain size and require a permit to remove them.',
        'The job includes cleanup, with brush chipped and wood cut to length or hauled away, as you prefer.',
      ],
      signs: [
        'A trunk that leans more than it used to, with cracked or heaving soil at the base',
        'Large dead branches or a canopy that did not leaf out',
        'Mushrooms or fungus growing from the trunk or roots',
        'Deep cracks, cavities or missing bark on the trunk',
        'Roots damaging the foundation, driveway or sewer line',
        'A tree growing into power lines or over the roof',
      ],
      steps: [
        'We assess the tree, the space around it and any utility lines.',
        'Permit requirements are checked and a written price is provided.',
        'The work area is set up to protect lawns, beds and structures.',
        'The tree is climbed or reached by lift and removed in controlled sections.',
        'Brush is chipped, wood is cut or hauled, and the area is raked clean.',
      ],
      cost: [
        'Removal cost depends on the tree size, its condition, how close it stands to structures or lines, and whether a crane or lift is needed.',
        'Access matters: trees in backyards with narrow gates take more labor than those beside a driveway, and stump grinding is usually priced separately.',
      ],
      timing: [
        'Most single removals take a day or less.',
        'Dormant-season removal in late fall and winter is often easier on lawns and gardens.',
      ],
      faqs: [
        {
          q: 'Do I need a permit to remove a tree?',
          a: 'It depends on your city, the species and the size. Some areas protect heritage or large trees, and HOAs may have their own rules, so check before any work starts.',
        },
        {
          q: 'Who is responsible for a tree on the property line?',
          a: 'Trees on a shared boundary often belong to both owners. Talk with your neighbor before removal, and check local rules if you cannot agree.',
        },
        {
          q: 'Can you remove a tree near power lines?',
          a: 'Only workers qualified for line clearance may work close to energized lines. For lines running to your house, the utility may need to disconnect service first; for street lines, call the utility.',
        },
        {
          q: 'What happens to the wood?',
          a: 'You can keep it as firewood cut to length, have us haul it away, or a mix. Chips can be left for mulch if you want them.',
        },
      ],
    },
    {
      name: 'Tree Trimming and Pruning',
      keyword: 'tree trimming',
      what: [
        "Tree trimming and pruning removes dead, weak, crossing and low branches to improve a tree's health, safety and shape.",
        'Good pruning cuts back to a branch collar or a side branch large enough to take over, so the tree can seal the wound.',
        'Common goals are crown cleaning, which removes deadwood, crown thinning to let light and wind through, crown raising for clearance, and reduction away from roofs and lines.',
        'Industry pruning standards caution against removing too much live canopy at once, since leaves are how the tree feeds itself.',
        'Topping, cutting large branches back to stubs, weakens trees and leads to rot and weak regrowth, so we avoid it.',
      ],
      signs: [
        'Branches touching the roof, siding or gutters',
        'Low limbs blocking the driveway, sidewalk or view',
        'Dead branches in the canopy',
        'Crossing or rubbing limbs',
        'Young trees developing two competing main trunks',
      ],
      steps: [
        'We walk the property with you and agree on the goals for each tree.',
        'Pruning cuts are planned to keep the tree balanced and healthy.',
        'Climbers or lifts reach the canopy, and branches are lowered safely.',
        'Cuts are made at proper locations without wound paint, which is rarely needed.',
        'Brush is chipped and the area cleaned.',
      ],
      cost: [
        'Trimming cost depends on the size and number of trees, how much pruning each needs, and access for crews and equipment.',
        'Work near power lines or over fragile structures takes more rigging and time.',
      ],
      timing: [
        'Many trees are best pruned in the dormant season, though deadwood can be removed any time.',
        'In areas with oak wilt, avoid pruning oaks in spring and early summer when the disease spreads most easily.',
      ],
      faqs: [
        {
          q: 'How often should trees be trimmed?',
          a: 'Young trees benefit from structural pruning every few years, while mature trees often need attention less often. Trees near structures may need more regular clearance work.',
        },
        {
          q: 'Is it okay to top a tree to make it shorter?',
          a: 'Topping causes weak, fast regrowth and decay. Crown reduction, which cuts back to healthy side branches, lowers height without those problems.',
        },
        {
          q: "Can I trim branches that hang over from my neighbor's tree?",
          a: 'In many places you may trim back to the property line as long as you do not harm the tree, but local laws differ. Talking with your neighbor first avoids disputes.',
        },
      ],
    },
    {
      name: 'Stump Grinding',
      keyword: 'stump grinding',
      what: [
        'Stump grinding removes the visible stump and the top of the root flare by chewing it into wood chips with a grinding wheel.',
        'The grinder works below the soil surface, far enough down to plant grass or a bed over the spot.',
        'Surface roots running from the stump can be ground out too, if they are in the way of mowing or planting.',
        'Utility lines are marked before grinding, since cables and irrigation lines often run close to old trees.',
        'The leftover chips can be used as mulch or hauled away, and the hole backfilled with soil.',
      ],
      signs: [
        'Stumps left from old removals that get in the way of mowing',
        'New sprouts growing from a cut stump',
        'Stumps attracting insects such as termites or carpenter ants',
        'You want to replant or build where the stump sits',
      ],
      steps: [
        'Utilities are located and marked before work begins.',
        'We measure the stump and choose a grinder that fits through your gate.',
        'The stump and major surface roots are ground below grade.',
        'Chips are raked into the hole, left as mulch or hauled away.',
        'The area is topped with soil if you want to seed it.',
      ],
      cost: [
        'Grinding cost depends on the stump diameter, the hardness of the wood, the number of stumps and access for the machine.',
        'Grinding surface roots, hauling chips and adding topsoil are extras.',
      ],
      timing: ['Most stumps take well under a day; several stumps are often ground in one visit.'],
      faqs: [
        {
          q: 'Is grinding better than pulling the stump?',
          a: 'Grinding is far less disruptive to the lawn and nearby plants. Full extraction is only needed for construction where all roots must be removed.',
        },
        {
          q: 'Will the roots grow back?',
          a: 'Most species die once the stump is ground, but some, such as certain poplars and sumacs, send up sprouts. Cutting sprouts as they appear eventually exhausts the roots.',
        },
        {
          q: 'Can I plant a new tree in the same spot?',
          a: 'It is usually better to plant a short distance away, since decaying roots and chips remain below. Remove the chips and add soil if you need the same spot.',
        },
        {
          q: 'How deep does the grinder go?',
          a: 'Deep enough to cover the spot with soil and grow grass or plant a bed, usually several inches below the surface. Tell us if you plan to build or dig deeper there, since that may call for grinding further down.',
        },
      ],
    },
    {
      name: 'Tree Health Assessment',
      keyword: 'tree health assessment',
      what: [
        "A tree health assessment looks at a tree's structure, roots, canopy and site to judge whether it is healthy and safe.",
        'Arborists look for decay, cracks, weak branch unions, root damage from construction, and signs of insects and disease.',
        'Some problems are treatable with proper pruning, watering, mulching, soil care or targeted treatments, while others call for removal.',
        'For important trees, the assessment can include a written risk report with recommendations you can share with insurers or HOAs.',
        'Ask whether the person doing the assessment holds an arborist credential, such as ISA certification, and carries insurance.',
        'Root flare problems are common and easy to miss: trees planted too deep or buried under mulch volcanoes can decline slowly for years.',
      ],
      signs: [
        'Leaves that are wilting, discolored or dropping early',
        'Dieback at the top of the canopy',
        'Construction, grading or trenching near the roots',
        'Insect holes, oozing sap or peeling bark',
        'A large tree over the house that you worry about in storms',
      ],
      steps: [
        "We ask about the tree's history and any recent changes around it.",
        'The tree is inspected from root flare to canopy.',
        'Problems are identified and options explained.',
        'You receive written recommendations and prices where work is needed.',
      ],
      cost: [
        'Assessment cost depends on the number of trees and whether a written risk report is needed.',
        'Advanced diagnostics, such as decay testing or laboratory samples, add cost.',
      ],
      timing: [
        'Most assessments take one visit.',
        'Early summer, when trees are fully leafed out, shows canopy problems most clearly.',
      ],
      faqs: [
        {
          q: 'What is an arborist?',
          a: 'An arborist is a tree care professional trained in tree biology, pruning and safety. Credentials such as ISA certification show training, and it is fair to ask about them.',
        },
        {
          q: 'Can a sick tree be saved?',
          a: 'Sometimes. Early diagnosis and the right care can help with many problems, but advanced decay or some diseases cannot be reversed.',
        },
        {
          q: 'How can I protect trees during construction?',
          a: 'Fence off the area under the canopy to prevent soil compaction, avoid trenching through roots and keep grade changes away from the trunk. Plan with an arborist before work starts.',
        },
        {
          q: 'Should I fertilize a struggling tree?',
          a: 'Not without knowing why it is struggling. Many problems come from compacted soil, drought, root damage or planting too deep, and fertilizer does not fix those; a soil test and a diagnosis come first.',
        },
      ],
    },
    {
      name: 'Emergency Storm Tree Removal',
      keyword: 'emergency tree removal',
      needs24h: true,
      what: [
        'Emergency storm tree removal deals with trees and limbs that have fallen on houses, cars, fences or driveways, or that hang dangerously after a storm.',
        'The first priority is safety: checking for power lines in the debris and stabilizing anything that could shift or fall further.',
        'We remove the weight from the roof or structure carefully, often with a crane or rigging, to avoid causing more damage.',
        'Once the tree is off, openings can be tarped and the rest of the cleanup scheduled.',
        'We photograph the damage before and during the work for your insurance claim.',
      ],
      signs: [
        'A tree or large limb has fallen on the house, garage or car',
        'A split trunk or hanging limb threatens the house or walkways',
        'Fallen trees are blocking the driveway or access',
        'A tree is uprooted and leaning against another tree or structure',
        'Any tree touching power lines: stay far back and call the utility',
      ],
      steps: [
        'Keep everyone away from the tree and any wires, and call the utility if lines are involved.',
        'We assess the tree, the load on the structure and the safest removal method.',
        'Weight is removed from the structure in controlled pieces.',
        'The area is secured and openings are covered where possible.',
        'Remaining cleanup and stump work are scheduled.',
      ],
      cost: [
        'Cost depends on the tree size, how it is lying, whether it is on a structure and the equipment needed; after-hours work may carry a different rate, stated before we begin.',
        'Many homeowners policies help with trees that fall on covered structures; your insurer decides what is covered.',
      ],
      timing: [
        'After widespread storms, trees on houses and blocking access are handled before yard cleanup.',
      ],
      faqs: [
        {
          q: 'Should I try to cut the tree off my roof myself?',
          a: 'No. Trees under tension can spring or roll unpredictably, and the roof may be weakened. Leave it to a crew with rigging and the right equipment.',
        },
        {
          q: 'Does insurance cover fallen trees?',
          a: 'Policies often cover removal when a tree damages a covered structure, and may not cover trees that fall in open yard. Check your policy and photograph everything.',
        },
        {
          q: "My neighbor's tree fell on my house. Who pays?",
          a: 'Usually your own homeowners insurance handles damage to your house, regardless of where the tree grew. Negligence rules vary, so talk with your insurer.',
        },
      ],
    },
  ],
  why: [
    'Careful rigging to protect roofs, fences and gardens',
    'Pruning that follows industry standards, never topping',
    'Written estimates that spell out cleanup and wood handling',
    'Honest advice on when a tree can be saved',
    'Respect for local tree protection rules and permits',
    'Ground protection for lawns when equipment comes in',
    'Proof of insurance available on request',
  ],
  prepare: [
    'Photos of the tree, including the base and any damage',
    'The location of gates, septic systems, irrigation and underground lines if known',
    'Whether you want to keep firewood or mulch',
    'HOA rules or city tree permits that may apply',
    'Any insurance claim number for storm damage',
  ],
  faqs: [
    {
      q: 'How do I know if a tree is dangerous?',
      a: 'Warning signs include large dead branches, cracks in the trunk, fungus at the base, a new lean and heaving soil around the roots. If a tree could hit something valuable, have it assessed.',
    },
    {
      q: 'What should I ask any tree service?',
      a: "Ask for proof of liability and workers' compensation insurance, whether an arborist is involved, how they protect your property, and what cleanup is included. Some states also license tree work or pesticide use.",
    },
    {
      q: 'When is the best time to prune trees?',
      a: 'Late winter, while trees are dormant, is best for most species, because wounds close quickly as growth begins. Dead or hazardous branches can be removed any time.',
    },
    {
      q: 'Do you haul away everything?',
      a: 'We can, or leave firewood and chips if you want them. The estimate states exactly what is included.',
    },
    {
      q: 'Can tree roots damage my foundation or pipes?',
      a: 'Roots follow moisture and can enter cracked sewer pipes, and large trees can dry clay soil near foundations. Removing the tree is not always needed; root barriers and repairs can help.',
    },
    {
      q: 'Should I plant a new tree after removal?',
      a: 'Often yes, in a better spot. Choose a species suited to your climate and the mature size the space allows, away from lines and the house.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Dormant season is ideal for pruning most trees and for removals with less lawn damage.',
        'Heavy snow and ice snap weak limbs; have overhanging branches checked before winter storms.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring storms test weak trees; walk the yard after high winds and look for cracked limbs.',
        'Where oak wilt is a concern, avoid pruning oaks in spring and early summer.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer is when dead branches stand out against green leaves; book deadwood removal then.',
        'Water young and stressed trees deeply during dry spells.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Have large trees near the house checked before the fall and winter storm season.',
        'Fall is a good time to plant new trees while the soil is still warm.',
      ],
    },
  ],
  banned: ['tree topping special', 'we cut near power lines', 'free tree removal'],
};
