/** Values of the categories group and the POP attributes (spec part 1 §3), offered by the product filters. */
export const footwearCategoryValues = {
  type: [
    'Sneaker',
    'Running',
    'Walking',
    'Slip-On',
    'Trail',
    'Hiking',
    'Boot',
    'Sandal',
    'Clog',
    'Work',
    'Slipper',
    'Casual',
  ],
  shape: ['Round Toe', 'Almond Toe', 'Square Toe', 'Open Toe', 'Safety Toe'],
  height: ['Low Top', 'Mid Top', 'High Top', 'Ankle', 'Mid Calf', 'Knee High'],
  closure: ['Lace-Up', 'Slip-On', 'Hook and Loop', 'Zip', 'Buckle', 'Bungee'],
  sport: ['Running', 'Walking', 'Training', 'Golf', 'Pickleball', 'Trail', 'Basketball', 'Lifestyle'],
  width: ['Medium', 'Wide', 'Extra Wide'],
} as const;

export const apparelSubTypesByType = {
  Tops: ['T-Shirt', 'Long Sleeve', 'Tank', 'Polo', 'Hoodie', 'Sweatshirt'],
  Bottoms: ['Joggers', 'Shorts', 'Leggings', 'Pants'],
  Outerwear: ['Jacket', 'Vest', 'Windbreaker'],
  Accessories: ['Cap', 'Socks', 'Backpack', 'Beanie'],
} as const;
export type ApparelType = keyof typeof apparelSubTypesByType;
export const apparelSports = ['Running', 'Training', 'Yoga', 'Golf', 'Lifestyle'] as const;

export const popCategories = ['Fixtures', 'Signage', 'Packaging', 'Giveaways', 'Visual Merchandising'] as const;
export const popTypesByCategory = {
  Fixtures: ['Floor Display', 'Wall Display', 'Counter Display', 'Acrylic Riser'],
  Signage: ['Banner', 'Poster', 'Window Cling', 'Shelf Talker'],
  Packaging: ['Shopping Bag', 'Shoe Box Sleeve', 'Tissue Paper'],
  Giveaways: ['Tote Bag', 'Water Bottle', 'Keychain'],
  'Visual Merchandising': ['Shoe Shaper', 'Foot Measure', 'Mannequin Form'],
} as const satisfies Record<(typeof popCategories)[number], readonly string[]>;
