-- Fill the name filter's column for a catalogue written before 0007 added it (empty by default).
UPDATE "product_search" s SET "search_name" = lower(p."search_name")
FROM "products" p
WHERE p."style_color" = s."style_color";
