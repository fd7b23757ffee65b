"""Imports a script of bench/groundtruth/scripts/ as a module (the harness
reuses the ground truth's kernel and configuration helpers)."""
import importlib.util
import os

_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                    "groundtruth", "scripts")


def load(name):
    spec = importlib.util.spec_from_file_location(
        "groundtruth_" + name, os.path.join(_DIR, name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
