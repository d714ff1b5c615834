-- Barcodes looked up at an outside product database (Open Food Facts; the fixture products in
-- development), per adapter: a found product is kept 30 days, an unknown code a day. Public data.
CREATE TABLE `food_barcodes` (
	`source` text NOT NULL,
	`barcode` text NOT NULL,
	`found` integer NOT NULL,
	`payload` text,
	`fetched_at` integer NOT NULL,
	PRIMARY KEY(`source`, `barcode`)
);
