CREATE TABLE `member_rows` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

--> statement-breakpoint
-- Each capped log's rows per member (core/storage/member-rows.ts, the same numbers), counted as
-- rows come and go: a row over its cap fails its statement, which rolls back the whole batch.
--> statement-breakpoint
INSERT INTO `member_rows` (`user_id`, `kind`, `count`) SELECT `user_id`, 'workout_sessions', COUNT(*) FROM `workout_sessions` GROUP BY `user_id`;
--> statement-breakpoint
INSERT INTO `member_rows` (`user_id`, `kind`, `count`) SELECT `user_id`, 'workout_entries', COUNT(*) FROM `workout_entries` GROUP BY `user_id`;
--> statement-breakpoint
INSERT INTO `member_rows` (`user_id`, `kind`, `count`) SELECT `user_id`, 'workout_sets', COUNT(*) FROM `workout_sets` GROUP BY `user_id`;
--> statement-breakpoint
INSERT INTO `member_rows` (`user_id`, `kind`, `count`) SELECT `user_id`, 'diary_entries', COUNT(*) FROM `diary_entries` GROUP BY `user_id`;
--> statement-breakpoint
INSERT INTO `member_rows` (`user_id`, `kind`, `count`) SELECT `user_id`, 'diary_foods', COUNT(*) FROM `diary_foods` GROUP BY `user_id`;
--> statement-breakpoint
INSERT INTO `member_rows` (`user_id`, `kind`, `count`) SELECT `user_id`, 'diary_recipes', COUNT(*) FROM `diary_recipes` GROUP BY `user_id`;
--> statement-breakpoint
CREATE TRIGGER `workout_sessions_counted` AFTER INSERT ON `workout_sessions` BEGIN
	INSERT INTO `member_rows` (`user_id`, `kind`, `count`) VALUES (NEW.`user_id`, 'workout_sessions', 1)
		ON CONFLICT (`user_id`, `kind`) DO UPDATE SET `count` = `count` + 1;
	SELECT RAISE(ABORT, 'member_rows_full:workout_sessions')
		WHERE (SELECT `count` FROM `member_rows` WHERE `user_id` = NEW.`user_id` AND `kind` = 'workout_sessions') > 20000;
END;
--> statement-breakpoint
CREATE TRIGGER `workout_sessions_uncounted` AFTER DELETE ON `workout_sessions` BEGIN
	UPDATE `member_rows` SET `count` = `count` - 1 WHERE `user_id` = OLD.`user_id` AND `kind` = 'workout_sessions';
END;
--> statement-breakpoint
CREATE TRIGGER `workout_entries_counted` AFTER INSERT ON `workout_entries` BEGIN
	INSERT INTO `member_rows` (`user_id`, `kind`, `count`) VALUES (NEW.`user_id`, 'workout_entries', 1)
		ON CONFLICT (`user_id`, `kind`) DO UPDATE SET `count` = `count` + 1;
	SELECT RAISE(ABORT, 'member_rows_full:workout_entries')
		WHERE (SELECT `count` FROM `member_rows` WHERE `user_id` = NEW.`user_id` AND `kind` = 'workout_entries') > 150000;
END;
--> statement-breakpoint
CREATE TRIGGER `workout_entries_uncounted` AFTER DELETE ON `workout_entries` BEGIN
	UPDATE `member_rows` SET `count` = `count` - 1 WHERE `user_id` = OLD.`user_id` AND `kind` = 'workout_entries';
END;
--> statement-breakpoint
CREATE TRIGGER `workout_sets_counted` AFTER INSERT ON `workout_sets` BEGIN
	INSERT INTO `member_rows` (`user_id`, `kind`, `count`) VALUES (NEW.`user_id`, 'workout_sets', 1)
		ON CONFLICT (`user_id`, `kind`) DO UPDATE SET `count` = `count` + 1;
	SELECT RAISE(ABORT, 'member_rows_full:workout_sets')
		WHERE (SELECT `count` FROM `member_rows` WHERE `user_id` = NEW.`user_id` AND `kind` = 'workout_sets') > 500000;
END;
--> statement-breakpoint
CREATE TRIGGER `workout_sets_uncounted` AFTER DELETE ON `workout_sets` BEGIN
	UPDATE `member_rows` SET `count` = `count` - 1 WHERE `user_id` = OLD.`user_id` AND `kind` = 'workout_sets';
END;
--> statement-breakpoint
CREATE TRIGGER `diary_entries_counted` AFTER INSERT ON `diary_entries` BEGIN
	INSERT INTO `member_rows` (`user_id`, `kind`, `count`) VALUES (NEW.`user_id`, 'diary_entries', 1)
		ON CONFLICT (`user_id`, `kind`) DO UPDATE SET `count` = `count` + 1;
	SELECT RAISE(ABORT, 'member_rows_full:diary_entries')
		WHERE (SELECT `count` FROM `member_rows` WHERE `user_id` = NEW.`user_id` AND `kind` = 'diary_entries') > 200000;
END;
--> statement-breakpoint
CREATE TRIGGER `diary_entries_uncounted` AFTER DELETE ON `diary_entries` BEGIN
	UPDATE `member_rows` SET `count` = `count` - 1 WHERE `user_id` = OLD.`user_id` AND `kind` = 'diary_entries';
END;
--> statement-breakpoint
CREATE TRIGGER `diary_foods_counted` AFTER INSERT ON `diary_foods` BEGIN
	INSERT INTO `member_rows` (`user_id`, `kind`, `count`) VALUES (NEW.`user_id`, 'diary_foods', 1)
		ON CONFLICT (`user_id`, `kind`) DO UPDATE SET `count` = `count` + 1;
	SELECT RAISE(ABORT, 'member_rows_full:diary_foods')
		WHERE (SELECT `count` FROM `member_rows` WHERE `user_id` = NEW.`user_id` AND `kind` = 'diary_foods') > 10000;
END;
--> statement-breakpoint
CREATE TRIGGER `diary_foods_uncounted` AFTER DELETE ON `diary_foods` BEGIN
	UPDATE `member_rows` SET `count` = `count` - 1 WHERE `user_id` = OLD.`user_id` AND `kind` = 'diary_foods';
END;
--> statement-breakpoint
CREATE TRIGGER `diary_recipes_counted` AFTER INSERT ON `diary_recipes` BEGIN
	INSERT INTO `member_rows` (`user_id`, `kind`, `count`) VALUES (NEW.`user_id`, 'diary_recipes', 1)
		ON CONFLICT (`user_id`, `kind`) DO UPDATE SET `count` = `count` + 1;
	SELECT RAISE(ABORT, 'member_rows_full:diary_recipes')
		WHERE (SELECT `count` FROM `member_rows` WHERE `user_id` = NEW.`user_id` AND `kind` = 'diary_recipes') > 2500;
END;
--> statement-breakpoint
CREATE TRIGGER `diary_recipes_uncounted` AFTER DELETE ON `diary_recipes` BEGIN
	UPDATE `member_rows` SET `count` = `count` - 1 WHERE `user_id` = OLD.`user_id` AND `kind` = 'diary_recipes';
END;
