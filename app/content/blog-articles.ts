export interface BlogArticle {
  slug: string;
  question: string;
  summary: string;
  answer: string[];
}

export const blogArticles: BlogArticle[] = [
  {
    slug: "brushed-vs-brushless-motors",
    question: "Brushed or brushless: which cordless motor is worth paying for?",
    summary:
      "How brushed and brushless motors differ, where brushless earns its higher price, and when a brushed tool is still the sensible buy.",
    answer: [
      "A brushed motor uses carbon brushes that rub against a rotating commutator to switch current through the armature windings. The design is simple and cheap to build, but the brushes create friction, heat and sparking, and they wear down over time. On a hard-working tool they eventually need replacing, which is a routine service job rather than a fault.",
      "A brushless motor replaces the brushes and commutator with an electronic controller that switches current to fixed coils while permanent magnets spin on the rotor. With no brush friction, more of the battery's energy becomes work instead of heat. In practice a brushless tool typically gets noticeably more runtime per charge, runs cooler under load and can be made smaller and lighter for the same output.",
      "The controller also makes the tool smarter. Brushless drills, impact drivers and grinders can adjust power to the load, offer multiple speed or torque modes, and shut down electronically to protect the motor and battery. Because there are no brushes to wear out, the motor itself usually needs less maintenance over its life.",
      "Brushless is clearly worth it for tools that run hard all day: impact drivers, angle grinders, circular saws, rotary hammers and anything used on site for hours at a time. For occasional-use tools, light drilling or a spare drill kept in the van, a good brushed model is still a reasonable, lower-cost choice. For a crew standardising on one platform, we generally recommend brushless for the core tools and budget models only where usage is genuinely light.",
    ],
  },
  {
    slug: "choosing-battery-voltage-and-amp-hours",
    question: "How do I choose battery voltage and amp-hours for cordless tools?",
    summary:
      "What volts and amp-hours actually mean, how they affect power and runtime, and which platform suits which kind of work.",
    answer: [
      "Voltage is best thought of as the potential power of the system, while amp-hours (Ah) describe the fuel tank. A 5.0Ah pack can, in theory, deliver 5 amps for one hour, or 10 amps for half an hour. Multiply the two and you get watt-hours, the real measure of stored energy: an 18V 5.0Ah pack holds about 90Wh, while a 12V 2.0Ah pack holds about 24Wh.",
      "12V tools are compact and light, which makes them ideal for electricians, plumbers, cabinet fitters and anyone working overhead or in tight spaces. They handle pilot holes, small fasteners and light cutting well, but they run out of steam on large-diameter drilling or continuous cutting. 18V (sold as 20V max in some markets, which is the same nominal cell count) is the general-purpose trade standard and covers most drilling, driving, sawing and grinding.",
      "36V tools, either on a dedicated platform or using two 18V packs together, are aimed at jobs that used to need a cord: large rotary hammers, 230mm grinders, mitre saws and heavy demolition. They cost more and weigh more, so they make sense when the work genuinely demands it rather than as a default.",
      "Higher amp-hours mean longer runtime, and larger packs also tend to sustain high current better, so high-draw tools such as grinders and saws often perform better on 5.0Ah or larger packs. The trade-off is weight and balance: a big pack on a compact drill makes it tiring to use overhead. A practical approach is to keep a couple of 2.0Ah packs for light tools and 5.0Ah or larger packs for the high-draw tools, all on one voltage platform so every charger and battery is interchangeable.",
    ],
  },
  {
    slug: "why-b2b-orders-have-minimum-order-quantities",
    question:
      "Why do B2B orders have a minimum order quantity, and how should distributors plan stock?",
    summary:
      "Why manufacturers set minimum order quantities, how MOQs keep trade prices down, and practical ways distributors can plan stock around them.",
    answer: [
      "A minimum order quantity (MOQ) exists because every order has fixed costs regardless of size: picking, packing, palletising, paperwork, freight booking and invoicing. Tools are also packed in master cartons of a set quantity, and breaking cartons adds handling and damage risk. Setting an MOQ lets us keep trade pricing low and ship full cartons that arrive in good condition.",
      "For the buyer, MOQs are usually set per product line or per carton rather than per order total, so check the product page for the exact quantity. Ordering in multiples of the carton quantity avoids rounding surprises at checkout. Where an item has a low MOQ, it is often because it is a slower-moving accessory or spare part that we are happy to ship in smaller numbers.",
      "Good stock planning starts with your sales history. Work out the average weekly sales for each SKU, multiply by the supplier lead time in weeks, and add safety stock to cover demand spikes and shipping delays. The result is your reorder point: when stock on hand falls to that level, it is time to place an order, ideally one that meets or exceeds the MOQ in a single shipment.",
      "Group your fast movers, such as drill bits, abrasive discs and batteries, into regular scheduled orders so they reliably clear the MOQ and qualify for better freight terms. Treat slower lines and seasonal items separately and order them less often. Keep an eye on new model launches as well, since holding a large quantity of a tool just before its replacement arrives ties up cash in stock that will need discounting.",
    ],
  },
  {
    slug: "caring-for-lithium-ion-tool-batteries",
    question: "How should I care for and store lithium-ion tool batteries?",
    summary:
      "Practical charging, storage and handling habits that extend the life of lithium-ion tool batteries and keep them safe on site and in the workshop.",
    answer: [
      "Modern lithium-ion packs have no memory effect, so there is no need to run them flat before charging. In fact, regularly draining a pack until the tool cuts out stresses the cells more than topping up part way. Charge when convenient, and let the tool's electronics stop it when the pack is low rather than forcing it to keep working.",
      "Heat is the main enemy of battery life. Let a hot pack cool down before charging, since most chargers will wait anyway if the cells are too warm, and avoid leaving batteries on a dashboard, in direct sun or next to a heater. In freezing conditions, bring packs indoors overnight and let them warm to room temperature before charging, because charging lithium-ion cells below freezing can damage them.",
      "For long-term storage, such as over a winter shutdown, store packs at roughly 40 to 60 percent charge in a cool, dry place rather than fully charged or completely empty. Check them every few months and top up if the charge indicator has dropped to one bar. Do not leave packs sitting on the charger for weeks on end in a hot shed.",
      "Treat damaged batteries seriously. A pack that has been dropped hard, crushed, soaked, or that is swollen, smells unusual or gets hot while idle should be taken out of service and not charged again. Use only the manufacturer's chargers, keep terminals clean and covered when packs are loose in a bag, and recycle worn-out batteries through a proper collection point, never in general waste.",
    ],
  },
  {
    slug: "choosing-drill-bits-and-discs",
    question: "Which drill bits and grinding discs should I use for metal, masonry and wood?",
    summary:
      "A quick guide to matching drill bits and abrasive discs to steel, stainless, masonry, concrete and timber for clean, safe and fast work.",
    answer: [
      "For metal, HSS (high-speed steel) bits are the everyday choice for mild steel, aluminium and brass. Cobalt HSS bits hold their hardness at higher temperatures and are the right pick for stainless steel and tougher alloys. Use a centre punch to stop the bit wandering, run slower speeds for larger diameters and harder metals, and use cutting fluid to keep the edge cool.",
      "For masonry, choose carbide-tipped bits. Standard round-shank masonry bits are fine in a combi drill on hammer mode for brick and block, but for concrete and stone an SDS-plus bit in a rotary hammer is far quicker and less tiring. Let the hammer action do the work rather than leaning on the tool, and pull the bit back regularly to clear dust from the hole.",
      "For wood, brad-point bits give clean, accurately located holes for joinery and cabinet work. Spade bits are a low-cost way to bore larger holes quickly, auger bits pull themselves through deep holes in structural timber, and hole saws or Forstner bits handle large or flat-bottomed holes. Backing the workpiece with scrap timber reduces splintering where the bit breaks through.",
      "For angle grinders, the disc must match both the material and the grinder. Thin cutting discs of around 1mm are fast and clean on steel and stainless (look for inox-rated discs for stainless to avoid contamination), thicker grinding discs are for removing material and weld beads, and flap discs blend and finish surfaces. Diamond blades are the right choice for cutting masonry, tile and concrete. Always check that the disc's maximum rated speed is at least the grinder's no-load speed, and never use a cutting disc for side grinding.",
    ],
  },
  {
    slug: "reading-torque-specs-drills-vs-impact-drivers",
    question: "How do I read torque specs for drills and impact drivers?",
    summary:
      "What Nm and in-lb figures mean, why impact driver torque is not comparable to drill torque, and how to pick the right tool for fastening.",
    answer: [
      "Torque is rotational force, usually quoted in newton-metres (Nm) or inch-pounds (in-lb). One newton-metre is roughly 8.85 inch-pounds, so a drill rated at 60Nm delivers about 530 in-lb. Spec sheets usually quote maximum torque, which is measured under ideal conditions, so treat it as a ceiling rather than what you will feel on every screw.",
      "Drill drivers produce continuous torque, and manufacturers often quote two figures: a hard torque measured driving into a rigid joint and a lower soft torque for a joint that gives, such as timber. The numbered clutch collar lets you limit torque so the drill slips before it over-drives a screw or strips a head. Low clutch settings are for small screws and soft materials, and the drill mode bypasses the clutch entirely for boring holes.",
      "Impact drivers deliver torque in rapid rotational blows once resistance builds up, which is why their headline figures of 150 to 250Nm or more are much higher than a drill's. Because the force comes in bursts, very little of it kicks back into your wrist, which makes impact drivers excellent for long screws, lag bolts and repetitive fastening. Those figures are not directly comparable with drill ratings, and impact drivers have no clutch, so they can easily snap small screws or over-tighten without care.",
      "As a rule of thumb, use a drill driver for drilling holes, for precise work where a clutch protects the material, and for small fasteners. Use an impact driver for driving screws and bolts in volume, and an impact wrench when you need very high torque on nuts and bolts. For fasteners that must be tightened to a specified value, such as structural bolts or machinery fixings, finish them with a calibrated torque wrench rather than relying on any power tool's rating.",
    ],
  },
  {
    slug: "what-a-tool-warranty-covers",
    question: "What does a tool warranty cover, and how do service centres handle repairs?",
    summary:
      "What a manufacturer's tool warranty covers and excludes, what to have ready when making a claim, and how a repair moves through a service centre.",
    answer: [
      "A manufacturer's warranty covers defects in materials and workmanship for a stated period from the date of purchase. That means failures caused by a faulty component or an assembly error: a switch that fails, a gearbox that breaks under normal use, or a battery that stops holding charge well before its expected life. Batteries and chargers often have their own warranty period, so check the terms for each item.",
      "Warranties do not cover normal wear and consumable parts, such as carbon brushes, chucks worn by heavy use, bits, blades and discs. Damage from misuse is also excluded: dropping a tool from height, running it on the wrong voltage, overloading it continuously, water ingress, using non-approved batteries, or repairs attempted by an unauthorised person. Rental and heavy fleet use may carry different terms, so distributors should confirm coverage for those customers.",
      "To make a claim, keep the proof of purchase showing the date and the tool's model and serial number, and describe the fault clearly, including when it occurs and what the tool was doing at the time. Clean the tool before sending it in, and include the battery and charger if the fault could involve them, since many apparent tool faults turn out to be a battery or charger problem.",
      "At the service centre, a technician inspects and tests the tool to determine the cause of the fault. If it is a warranty defect, the tool is repaired with genuine parts or replaced at no charge and returned. If the fault is wear or damage, the centre will usually provide a repair quote for approval before doing any work, and an unrepaired tool can be returned if the quote is declined. Turnaround depends on parts availability, so it is worth asking about loan tools or swap-out arrangements for critical equipment.",
    ],
  },
  {
    slug: "workshop-safety-basics",
    question: "What are the workshop safety basics every team should follow?",
    summary:
      "The essentials of PPE, machine guards, residual current devices and good housekeeping that prevent most common workshop injuries.",
    answer: [
      "Personal protective equipment should match the task. Safety glasses or a face shield are essential for drilling, grinding and cutting, hearing protection is needed for saws, grinders and hammer drills, and a properly fitted dust mask or respirator is required when cutting masonry, concrete or treated timber, since silica and wood dust cause lasting lung damage. Wear gloves for handling sharp materials, but not near rotating parts such as drill chucks or lathe spindles, where a glove can be caught and pull the hand in.",
      "Guards are there for a reason and should never be removed or tied back. An angle grinder guard should be positioned between the disc and the operator, a circular saw's lower guard must spring back freely, and bench grinders need their tool rests and spark guards correctly adjusted. Use the side handle on grinders and large drills, clamp the workpiece rather than holding it by hand, and unplug tools or remove the battery before changing bits, blades or discs.",
      "For corded tools, a residual current device (RCD, known in North America as a GFCI) cuts power within milliseconds if current leaks to earth, for example through a damaged cable or a person. Use RCD-protected outlets or a plug-in RCD, especially outdoors and in damp conditions, and test it regularly with its test button. Inspect leads and plugs before use and take any tool with damaged insulation out of service.",
      "Good housekeeping prevents a surprising share of accidents. Keep floors clear of offcuts and trailing leads, provide good lighting, manage dust with extraction, and store flammable liquids away from grinding sparks. Make sure everyone is trained on the tools they use, knows where the first aid kit and fire extinguisher are, and feels able to stop a job that does not look safe.",
    ],
  },
];
