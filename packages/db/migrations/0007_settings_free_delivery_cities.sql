-- Settings saved before checkout (issue 11) have no free_delivery_cities: free delivery then applies in Baghdad, as
-- the seed and the storefront's banner («داخل بغداد») say. Settings that have the key keep theirs.
UPDATE "settings" SET "value" = "value" || '{"free_delivery_cities": ["IQ-BG"]}'::jsonb
WHERE "key" = 'global' AND NOT ("value" ? 'free_delivery_cities');
