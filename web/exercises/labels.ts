import type { Equipment, Level, Muscle, MuscleGroup } from "../../content/exercises/types";
import * as m from "../paraglide/messages.js";

type Text = () => string;

export const groupLabels: Record<MuscleGroup, Text> = {
  chest: m.group_chest,
  back: m.group_back,
  legs: m.group_legs,
  shoulders: m.group_shoulders,
  arms: m.group_arms,
  core: m.group_core,
};

export const muscleLabels: Record<Muscle, Text> = {
  pectorals: m.muscle_pectorals,
  front_delts: m.muscle_front_delts,
  side_delts: m.muscle_side_delts,
  rear_delts: m.muscle_rear_delts,
  traps: m.muscle_traps,
  lats: m.muscle_lats,
  upper_back: m.muscle_upper_back,
  lower_back: m.muscle_lower_back,
  biceps: m.muscle_biceps,
  triceps: m.muscle_triceps,
  forearms: m.muscle_forearms,
  abs: m.muscle_abs,
  obliques: m.muscle_obliques,
  hip_flexors: m.muscle_hip_flexors,
  glutes: m.muscle_glutes,
  quads: m.muscle_quads,
  hamstrings: m.muscle_hamstrings,
  adductors: m.muscle_adductors,
  abductors: m.muscle_abductors,
  calves: m.muscle_calves,
  serratus: m.muscle_serratus,
  neck: m.muscle_neck,
};

export const equipmentLabels: Record<Equipment, Text> = {
  bodyweight: m.equipment_bodyweight,
  barbell: m.equipment_barbell,
  dumbbell: m.equipment_dumbbell,
  kettlebell: m.equipment_kettlebell,
  cable: m.equipment_cable,
  machine: m.equipment_machine,
  smith_machine: m.equipment_smith_machine,
  ez_bar: m.equipment_ez_bar,
  band: m.equipment_band,
  pullup_bar: m.equipment_pullup_bar,
  dip_bars: m.equipment_dip_bars,
  bench: m.equipment_bench,
  trap_bar: m.equipment_trap_bar,
  medicine_ball: m.equipment_medicine_ball,
  ab_wheel: m.equipment_ab_wheel,
  suspension_trainer: m.equipment_suspension_trainer,
};

export const levelLabels: Record<Level, Text> = {
  beginner: m.level_beginner,
  intermediate: m.level_intermediate,
  advanced: m.level_advanced,
};

/** Which muscles the body map lights up for a group. */
export const groupMuscles: Record<MuscleGroup, Muscle[]> = {
  chest: ["pectorals", "serratus"],
  back: ["lats", "upper_back", "lower_back", "traps"],
  shoulders: ["front_delts", "side_delts", "rear_delts"],
  arms: ["biceps", "triceps", "forearms"],
  core: ["abs", "obliques"],
  legs: ["glutes", "quads", "hamstrings", "adductors", "abductors", "calves", "hip_flexors"],
};

export const muscleGroupOf = (muscle: Muscle): MuscleGroup | undefined =>
  (Object.keys(groupMuscles) as MuscleGroup[]).find((g) => groupMuscles[g].includes(muscle));
