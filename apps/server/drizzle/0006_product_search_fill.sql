-- Product type, division and gender go together (a division belongs to one type and mostly to
-- one or two genders); without these statistics the planner multiplies their selectivities and
-- underestimates a search's rows by an order of magnitude.
CREATE STATISTICS "product_search_groups" (dependencies, mcv) ON "product_type", "division", "gender" FROM "product_search";
--> statement-breakpoint
-- Fill the search table for a catalogue written before it existed, in the order searches read it.
INSERT INTO "product_search" ("code", "style_color", "product_type", "line_status", "division", "gender", "season_codes",
    "style_numeric", "name", "modified_date", "wholesale_price", "suggested_retail")
SELECT l."code", p."style_color", p."product_type", l."line_status", p."division", p."gender", p."season_codes",
    p."style_numeric", p."name", p."modified_date", l."wholesale_price", l."suggested_retail"
FROM "product_locations" l
INNER JOIN "products" p ON p."style_color" = l."style_color"
ORDER BY l."code", p."product_type", p."division", p."gender";
--> statement-breakpoint
ANALYZE "product_search";
