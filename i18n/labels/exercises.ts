import type { Equipment, Level, Muscle, MuscleGroup } from "../../core/training/exercise";
import * as m from "../paraglide/messages.js";
import type { Label } from "./label";

// The exercise library's enums as the member reads them (library, plans, workout).
export const groupLabels: Record<MuscleGroup, Label> = {
  chest: m.group_chest,
  back: m.group_back,
  legs: m.group_legs,
  shoulders: m.group_shoulders,
  arms: m.group_arms,
  core: m.group_core,
};

export const muscleLabels: Record<Muscle, Label> = {
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

export const equipmentLabels: Record<Equipment, Label> = {
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

export const levelLabels: Record<Level, Label> = {
  beginner: m.level_beginner,
  intermediate: m.level_intermediate,
  advanced: m.level_advanced,
};
